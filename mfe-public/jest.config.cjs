// Component tests of the public remote: the common frontend preset.
const { frontendJestConfig } = require('../shared-ui/jest/preset.cjs');

module.exports = frontendJestConfig({
  // Two shared CPU cores: typing into Radix forms can take seconds under load.
  testTimeout: 20000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
});
