// Runs an API entry file from its TypeScript sources in a child process (the crash tests start the
// real API and SIGKILL it): .ts files under api/ and domain/ are compiled on require with SWC,
// as Jest does, so the child runs the code under test and no stale build.
// Usage: node run-ts.cjs <entry.ts>
// Module's loader internals (_resolveFilename, _extensions) are not in @types/node.
const Module = /** @type {any} */ (require('node:module'));
const { readFileSync } = require('node:fs');
const { resolve } = require('node:path');
const { transformSync } = require('@swc/core');

const root = resolve(__dirname, '..', '..', '..');
const DOMAIN = '@softskills/domain';
// The domain package's exports name a compiled build for `require` and the TypeScript source as
// `default`: every entry of it the API requires is taken from its source (a clean clone has no build yet).
/** @type {Record<string, string | { default?: string }>} */
const domainExports = JSON.parse(readFileSync(resolve(root, 'domain/package.json'), 'utf8')).exports;
/** @param {string} request */
function domainSource(request) {
  if (request !== DOMAIN && !request.startsWith(`${DOMAIN}/`)) return undefined;
  const entry = domainExports[`.${request.slice(DOMAIN.length)}`];
  const source = typeof entry === 'string' ? entry : entry?.default;
  return source?.endsWith('.ts') ? resolve(root, 'domain', source) : undefined;
}

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, domainSource(request) ?? request, ...rest);
};

Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

require(resolve(process.argv[2]));
