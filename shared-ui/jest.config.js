// Jest for shared-ui: TypeScript/TSX through @swc/jest, DOM tests in jsdom, CSS imports stubbed.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
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
  },
  setupFiles: ['<rootDir>/jest/polyfills.js'],
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
};
