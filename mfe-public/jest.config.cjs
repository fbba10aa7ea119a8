// Component tests of the public remote: the common frontend preset.
const { frontendJestConfig } = require('../shared-ui/jest/preset.cjs');

module.exports = frontendJestConfig({
  // Two shared CPU cores: typing into Radix forms can take seconds under load.
  testTimeout: 20000,
  setupFiles: ['<rootDir>/src/test/polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
});
