// Component tests of the gallery remote: the common frontend preset.
const { frontendJestConfig } = require('../shared-ui/jest/preset.cjs');

module.exports = frontendJestConfig({
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  esmPackages: ['yet-another-react-lightbox'],
});
