// Jest for the shell: the common frontend preset, with fetch available in jsdom; the renderer's
// tests (renderer/__tests__) say `@jest-environment node` themselves.
const { frontendJestConfig } = require('../shared-ui/jest/preset.cjs');

module.exports = frontendJestConfig({
  testEnvironment: '<rootDir>/src/test/jsdom-with-fetch.js',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  roots: ['<rootDir>/src', '<rootDir>/renderer'],
});
