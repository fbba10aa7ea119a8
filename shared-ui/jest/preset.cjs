// One Jest setup for every frontend package (shared-ui, the shell and the remotes): TS/TSX through
// @swc/jest, jsdom, CSS and media stubbed, and shared-ui and the domain resolved to their TypeScript
// sources (the domain's `require` export is the compiled copy the API uses, which a clean clone has
// not built).
const path = require('node:path');

const sharedUiSource = path.join(__dirname, '..', 'src');
const domainPackage = path.join(__dirname, '..', '..', 'domain');
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};
/** @type {[string, object]} */
const swc = ['@swc/jest', swcOptions];
// Packages published as ES modules only, which a package names in `esmPackages`, are transformed too.

/**
 * @param {import('jest').Config & { moduleNameMapper?: Record<string, string>, transform?: Record<string, unknown>, esmPackages?: string[] }} [options]
 * @returns {import('jest').Config}
 */
function frontendJestConfig({ moduleNameMapper = {}, transform = {}, esmPackages = [], ...overrides } = {}) {
  const esmOnlyPackages = `(${esmPackages.join('|')})`;
  return {
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    testMatch: ['**/__tests__/**/*.(spec|test).(ts|tsx)', '**/*.spec.(ts|tsx)'],
    transform: {
      ...(esmPackages.length ? { [`/node_modules/${esmOnlyPackages}/.+\\.m?js$`]: swc } : {}),
      '^.+\\.(t|j)sx?$': swc,
      '^.+\\.mjs$': swc,
      '\\.(png|jpe?g|gif|webp|avif|svg|mp4|webm)$': path.join(__dirname, 'file-transform.cjs'),
      ...transform,
    },
    transformIgnorePatterns: esmPackages.length ? [`/node_modules/(?!${esmOnlyPackages}/)`] : ['/node_modules/'],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'style-stub.js'),
      '^@softskills/domain$': `${domainPackage}/src/index.ts`,
      '^@softskills/domain/jest/(.*)$': `${domainPackage}/jest/$1.ts`,
      '^@softskills/domain/(.*)$': `${domainPackage}/src/$1.ts`,
      '^shared-ui/(domain|site-content-schema|page-texts|page-texts-seed|rich-text)$': `${sharedUiSource}/$1.ts`,
      '^shared-ui/api$': `${sharedUiSource}/api/client.ts`,
      '^shared-ui/api/basics$': `${sharedUiSource}/api/basics.ts`,
      '^shared-ui/jest/(.*)$': path.join(__dirname, '$1'),
      '^shared-ui/page-data$': `${sharedUiSource}/page-data/page-data.tsx`,
      '^shared-ui/remote-assets$': `${sharedUiSource}/remote-assets.ts`,
      '^shared-ui/router/server$': `${sharedUiSource}/router-server.ts`,
      '^shared-ui/components/(.*)$': `${sharedUiSource}/components/$1.tsx`,
      '^shared-ui/hooks/(.*)$': `${sharedUiSource}/hooks/$1.ts`,
      '^shared-ui/stores/(.*)$': `${sharedUiSource}/stores/$1.ts`,
      '^shared-ui/i18n/(.*)$': `${sharedUiSource}/i18n/$1.ts`,
      ...moduleNameMapper,
    },
    ...overrides,
  };
}

module.exports = { frontendJestConfig };
