// Jest for shared-ui: the common frontend preset with the package's own setup.
const { frontendJestConfig, textEncoderPolyfill } = require('./jest/preset.cjs');

module.exports = frontendJestConfig({
  setupFiles: [textEncoderPolyfill],
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
});
