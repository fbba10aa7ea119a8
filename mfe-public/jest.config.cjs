// Component tests: jsdom + @swc/jest; shared-ui is resolved to its TypeScript sources.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  // Two shared CPU cores: typing into Radix forms can take seconds under load.
  testTimeout: 20000,
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.spec.ts?(x)'],
  setupFiles: ['<rootDir>/test/polyfills.cjs'],
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
    '\\.css$': '<rootDir>/test/style-stub.cjs',
    '\\.(webp|jpe?g|png|svg|avif)$': '<rootDir>/test/asset-stub.cjs',
    '^shared-ui/domain$': '<rootDir>/../shared-ui/src/domain/index.ts',
    '^shared-ui/api$': '<rootDir>/../shared-ui/src/api/client.ts',
    '^shared-ui/components/(.*)$': '<rootDir>/../shared-ui/src/components/$1.tsx',
    '^shared-ui/stores/(.*)$': '<rootDir>/../shared-ui/src/stores/$1.ts',
    '^shared-ui/hooks/(.*)$': '<rootDir>/../shared-ui/src/hooks/$1.ts',
    '^shared-ui/i18n/(.*)$': '<rootDir>/../shared-ui/src/i18n/$1.ts',
    '^shared-ui/styles/(.*)$': '<rootDir>/test/style-stub.cjs',
  },
};
