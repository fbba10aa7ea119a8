// The builds' script graphs (shared-ui/script-graph.mjs), which the page renderer turns
// into the preloads of a server-rendered page: share keys read from rspack's module names, and in
// the builds on disk, a `boot` group for the shell, a group per exposed page for the public
// remotes, every file named present in the build.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { SCRIPT_GRAPH_FILE, shareKeyOf } from '../../../shared-ui/script-graph.mjs';

const ROOT = join(import.meta.dirname, '..', '..', '..');

test('reads the share scope and key of consumed and provided shared modules', () => {
  assert.equal(shareKeyOf('consume shared module (default) react-dom@^19.3.1 (strict) (fallback: /x/node_modules/react-dom/index.js)'), 'default:react-dom');
  assert.equal(shareKeyOf('provide shared module (default) shared-ui/components/card@1.0.0 = /x/shared-ui/src/components/card.tsx'), 'default:shared-ui/components/card');
  assert.equal(shareKeyOf('consume shared module (default) @scope/pkg@^1.0.0 (strict) (fallback: /x/index.js)'), 'default:@scope/pkg');
  assert.equal(shareKeyOf('/x/src/index.ts'), null);
});

for (const [pkg, group] of [['shell', 'boot'], ['mfe-public', '__federation_expose_Home'], ['mfe-gallery', '__federation_expose_Gallery']]) {
  const file = join(ROOT, pkg, 'dist', SCRIPT_GRAPH_FILE);
  test(`${pkg}'s build names its ${group} scripts, and each one exists`, { skip: existsSync(file) ? false : `${pkg} is not built` }, () => {
    const graph = JSON.parse(readFileSync(file, 'utf8'));
    assert.ok(graph.groups[group]?.files.length > 0, `${group} names no scripts`);
    const nodes = [...Object.values(graph.groups), ...Object.values(graph.provides), ...Object.values(graph.fallbacks)];
    for (const node of nodes) for (const script of node.files) assert.ok(existsSync(join(ROOT, pkg, 'dist', script)), `${script} is missing`);
    assert.ok(Object.keys(graph.provides).includes('default:react'), 'the build provides react');
  });
}

const mfePublicGraph = join(ROOT, 'mfe-public', 'dist', SCRIPT_GRAPH_FILE);
test("Home's parts hydrated later have their stylesheets named, so the server links them from the first paint", { skip: existsSync(mfePublicGraph) ? false : 'mfe-public is not built' }, () => {
  const graph = JSON.parse(readFileSync(mfePublicGraph, 'utf8'));
  const styles = graph.groups.__federation_expose_Home.deferredStyles ?? [];
  for (const part of ['deferred-home-meetings', 'deferred-home-closing']) {
    assert.ok(styles.some((file) => file.includes(`/${part}.`) && file.endsWith('.css')), `${part} has no stylesheet named`);
  }
  for (const file of styles) assert.ok(existsSync(join(ROOT, 'mfe-public', 'dist', file)), `${file} is missing`);
  // Only the page's own parts: the other pages' are theirs.
  assert.ok(!styles.some((file) => file.includes('workshops')), 'Home names a stylesheet of Workshops');
});
