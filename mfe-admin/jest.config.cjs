// Component and logic tests of the admin remote: the common frontend preset.
const { frontendJestConfig } = require('../shared-ui/jest/preset.cjs');

module.exports = frontendJestConfig({
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testEnvironmentOptions: { customExportConditions: ['default', 'require'] },
});
