// Component tests of the gallery remote: the common frontend preset.
const { frontendJestConfig } = require('../shared-ui/jest/preset.cjs');

module.exports = frontendJestConfig({
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  // yet-another-react-lightbox ships ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(yet-another-react-lightbox)/)'],
});
