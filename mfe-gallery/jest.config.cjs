// Component tests: jsdom + @swc/jest. shared-ui is resolved to its sources, CSS and images to stubs.
const path = require('node:path');

const sharedUi = path.join(__dirname, '..', 'shared-ui', 'src');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.spec.ts?(x)', '**/*.spec.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
    '^.+\\.mjs$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  // yet-another-react-lightbox ships ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(yet-another-react-lightbox)/)'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/src/test/style-stub.cjs',
    '\\.(png|jpe?g|gif|webp|svg|mp4|webm)$': '<rootDir>/src/test/file-stub.cjs',
    '^shared-ui/domain$': `${sharedUi}/domain/index.ts`,
    '^shared-ui/api$': `${sharedUi}/api/client.ts`,
    '^shared-ui/components/(.*)$': `${sharedUi}/components/$1.tsx`,
    '^shared-ui/hooks/(.*)$': `${sharedUi}/hooks/$1.ts`,
    '^shared-ui/stores/(.*)$': `${sharedUi}/stores/$1.ts`,
    '^shared-ui/i18n/(.*)$': `${sharedUi}/i18n/$1.ts`,
  },
};
