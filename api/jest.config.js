// Jest runs the TypeScript sources through @swc/jest. NestJS 12 and file-type are ES modules
// only, so they are transformed too (STACK.md); decorator metadata must stay on for Nest's injection.
const esmOnly = ['@nestjs', 'p-queue', 'file-type', 'strtok3', 'token-types', '@tokenizer', 'uint8array-extras', '@borewit'];

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  transform: {
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    // The domain's TypeScript sources: its `require` export is the compiled copy, which a clean
    // clone has not built.
    '^@softskills/domain$': '<rootDir>/../domain/src/index.ts',
    '^@softskills/domain/(.*)$': '<rootDir>/../domain/src/$1.ts',
    // file-type publishes only `import` conditions; point Jest at its Node entry (transformed above).
    '^file-type$': '<rootDir>/../node_modules/file-type/source/index.js',
  },
  testTimeout: 30000,
};
