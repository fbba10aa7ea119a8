// Component and logic tests of the admin remote: @swc/jest, jsdom, CSS and assets stubbed.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.spec.ts?(x)', '**/*.spec.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
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
  },
  moduleNameMapper: {
    // The package's `require` condition points at the API's compiled copy; tests read the sources.
    '^shared-ui/domain$': '<rootDir>/../shared-ui/src/domain/index.ts',
    '\\.(css)$': '<rootDir>/test-support/style-stub.cjs',
    '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/test-support/file-stub.cjs',
  },
  testEnvironmentOptions: { customExportConditions: ['default', 'require'] },
};
