// Jest for the shell: TSX through @swc/jest, jsdom, CSS stubbed, shared-ui from its sources.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/jest/jsdom-with-fetch.js',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.(spec|test).(ts|tsx)', '**/*.spec.(ts|tsx)'],
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
    '\\.css$': '<rootDir>/jest/style-stub.js',
    '^shared-ui/domain$': '<rootDir>/../shared-ui/src/domain/index.ts',
  },
  setupFiles: ['<rootDir>/jest/polyfills.js'],
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
};
