// Jest for shared-ui: the common frontend preset with the package's own setup.
const { frontendJestConfig } = require('./jest/preset.cjs');

module.exports = frontendJestConfig({
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
});
