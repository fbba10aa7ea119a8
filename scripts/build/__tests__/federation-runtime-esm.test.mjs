// The federation runtime from its ES builds (shared-ui/federation.mjs, pluginFederationRuntimeEsm):
// the CommonJS entries Rspack's federation plugin imports by path are aliased to ES files that
// exist, in the browser builds only.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { pluginFederationRuntimeEsm } from '../../../shared-ui/federation.mjs';

const require = createRequire(join(import.meta.dirname, '..', '..', '..', 'shell', 'package.json'));

/** The aliases the plugin sets on an Rspack config of the given target. */
function aliasesFor(target) {
  const config = { resolve: { alias: { own: '/kept' } } };
  // Only the one hook the plugin uses, called as Rsbuild calls it.
  const api = /** @type {any} */ ({ modifyRspackConfig: (/** @type {Function} */ modify) => modify(config, { target }) });
  pluginFederationRuntimeEsm().setup(api);
  return /** @type {Record<string, string>} */ (config.resolve.alias);
}

test('maps the bundler runtime Rspack imports, and the runtime and its SDK, to their ES builds', () => {
  const alias = aliasesFor('web');
  // As @rspack/core finds them: from the runtime-tools implementation the federation plugin resolves.
  const implementation = require.resolve('@module-federation/runtime-tools/bundler');
  for (const name of ['webpack-bundler-runtime', 'runtime', 'sdk', 'inject-external-runtime-core-plugin']) {
    const commonJs = require.resolve(`@module-federation/${name}`, { paths: [implementation] });
    assert.ok(commonJs.endsWith('.cjs'), `${name}: ${commonJs} is the CommonJS entry`);
    const esm = alias[commonJs];
    assert.ok(esm, `${name}: no alias for ${commonJs}`);
    assert.ok(existsSync(esm), `${name}: ${esm} does not exist`);
    assert.match(readFileSync(esm, 'utf8'), /^\s*(import|export)\b/m, `${name}: ${esm} is not an ES module`);
  }
  assert.equal(alias.own, '/kept');
});

test('leaves the Node builds (the renderer, the server containers) as they are', () => {
  assert.deepEqual(aliasesFor('node'), { own: '/kept' });
});
