// The operator's day through the real proxy: restart the API and find everything still there;
// take one remote's files away and see the rest of the site keep working; redeploy a remote with
// a changed text and see it on the next visit while the shell is untouched.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pngImage } from './support/media';
import { adminToken, bearer, create, expect, isLocalTopology, test, upload } from './support/system';
import { runTopologyScript, topologyState } from './support/topology';

test.skip(!isLocalTopology, 'restarts and redeploys the local topology');

/** The build a static server was started with (its copy in the run folder). */
const releaseDist = (release: string) => topologyState().releases[release];

test('after an API restart every record, file and session is still there', async ({ request }) => {
  const token = await adminToken(request);
  const photo = await upload(request, token, 'restart.png', 'image/png', await pngImage(80, 60, 90));
  const album = await create<{ id: number }>(request, token, '/albums', { name: 'Po reštarte', description: null, coverImage: null, published: true });
  await create(request, token, '/gallery', { title: 'Fotka pred reštartom', description: null, albumId: album.id, type: 'photo', url: photo.path, thumbnail: null });
  const pidBefore = topologyState().apiPid;

  runTopologyScript('control.mjs', 'restart-api');
  expect(topologyState().apiPid).not.toBe(pidBefore);

  const albums = (await (await request.get('/api/albums')).json()) as { id: number; name: string }[];
  expect(albums.map((item) => item.name)).toContain('Po reštarte');
  const items = (await (await request.get('/api/gallery')).json()) as { title: string; url: string }[];
  expect(items.find((item) => item.title === 'Fotka pred reštartom')?.url).toBe(photo.path);
  expect((await request.get(photo.path)).status()).toBe(200);
  // Same JWT_SECRET: the administrator stays logged in across the restart.
  expect((await request.get('/api/contact', { headers: bearer(token) })).status()).toBe(200);
});

test('with the renderer stopped every page still answers, rendered in the browser; started again, pages are server-rendered', async ({ page, request }) => {
  runTopologyScript('control.mjs', 'stop-renderer');
  try {
    const answer = await request.get('/workshopy');
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toMatch(/<div id="app"><\/div>/);
    await page.goto('/workshopy');
    await expect(page.getByRole('heading', { level: 1, name: 'Workshopy' })).toBeVisible({ timeout: 20_000 });
  } finally {
    runTopologyScript('control.mjs', 'start-renderer');
  }
  const again = await (await request.get('/workshopy')).text();
  expect(again).toContain('data-rendered="server"');
});

test('with the gallery remote gone, its page says so and the rest of the site keeps working', async ({ page, request }) => {
  runTopologyScript('control.mjs', 'release', 'gallery', 'none');
  try {
    const manifest = await request.get('/remotes/gallery/mf-manifest.json');
    expect(manifest.status()).toBe(404);
    expect(await manifest.text()).not.toContain('id="app"');

    await page.goto('/galeria');
    await expect(page.getByRole('heading', { name: 'Túto časť stránky sa nepodarilo načítať' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skúsiť znova' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Hlavné menu' }).getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  } finally {
    runTopologyScript('control.mjs', 'release', 'gallery', releaseDist('gallery'));
  }
  // Back in place: the same shell loads the gallery again.
  await page.goto('/galeria');
  await expect(page.getByRole('heading', { name: 'Túto časť stránky sa nepodarilo načítať' })).toHaveCount(0);
});

test('a remote redeployed with a changed text shows it on the next visit, the shell untouched', async ({ page, request }) => {
  // A label of the remote's own (the page texts the administrator edits come from the API, not the build).
  const original = 'Hodnotenia účastníkov';
  const changed = 'Hodnotenia našich účastníkov';
  // The shell's own files, as the server-rendered page names them (the page itself changes: it
  // is rendered with the new remote, so its ETag does too).
  const shellFiles = async () => [...(await (await request.get('/')).text()).matchAll(/["'](\/static\/[\w./-]+\.(?:js|css))/g)].map(([, file]) => file).sort();
  const shellBefore = await shellFiles();
  expect(shellBefore.length).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: original, exact: true })).toBeVisible();

  // A new release folder of mfe-public with the text changed, switched in like a new image.
  const release = join(topologyState().uploadsDir, '..', '..', 'releases-src', `public-${Date.now()}`);
  mkdirSync(release, { recursive: true });
  cpSync(releaseDist('public'), release, { recursive: true });
  const replaced = rebuildWithText(release, original, changed);
  expect(replaced, 'the text is in the remote’s build').toBeGreaterThan(0);

  runTopologyScript('control.mjs', 'release', 'public', release);
  try {
    const manifest = await request.get('/remotes/public/mf-manifest.json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    // The renderer takes the release up at its next check of remotes.json, without holding a page
    // for a slow one (renderer/remote-servers.ts): until then it renders with the build it has. A
    // part of the page hydrated only when touched keeps the server's words, so the visit below is
    // made once the server renders the new ones.
    await expect.poll(async () => (await request.get('/')).text(), { timeout: 30_000 }).toContain(changed);
    // The same browser, as a returning visitor: only the no-cache manifest and entry are asked
    // again; the changed chunk has a new name, so no immutable cached copy can hide it.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: changed, exact: true })).toBeVisible();
    expect(await shellFiles()).toEqual(shellBefore);
  } finally {
    runTopologyScript('control.mjs', 'release', 'public', releaseDist('public'));
    rmSync(release, { recursive: true, force: true });
  }
});

/**
 * Turns a copy of a remote's build into what a rebuild with a changed text produces: the text is
 * replaced, and every file whose bytes change gets a new content hash in its name, updated
 * wherever the build refers to it; a renamed chunk changes the entry that maps it, which is then
 * renamed too, up to mf-manifest.json (fixed name, no-cache). Returns how many files were renamed.
 */
function rebuildWithText(release: string, original: string, changed: string): number {
  const texts = new Map<string, string>();
  const collect = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) collect(path);
      else if (/\.(js|json|html|css)$/.test(entry.name)) texts.set(path, readFileSync(path, 'utf8'));
    }
  };
  collect(release);
  const hashOf = (path: string) => /\.([0-9a-f]{8,})\.(js|css)$/.exec(path)?.[1];
  const dirty = new Set<string>();
  for (const [path, text] of texts) {
    if (!text.includes(original)) continue;
    texts.set(path, text.split(original).join(changed));
    dirty.add(path);
  }
  const renames = new Map<string, string>();
  for (let pending = [...dirty]; pending.length; ) {
    const fresh = pending.map(hashOf).filter((hash): hash is string => Boolean(hash) && !renames.has(hash!));
    for (const hash of fresh) renames.set(hash, randomBytes(hash.length).toString('hex').slice(0, hash.length));
    pending = [];
    for (const [path, text] of texts) {
      const next = fresh.reduce((current, hash) => current.split(hash).join(renames.get(hash)), text);
      if (next !== text) {
        texts.set(path, next);
        if (!dirty.has(path)) pending.push(path);
        dirty.add(path);
      }
    }
  }
  for (const path of dirty) {
    // The build's precompressed copies of a changed file would be stale: a rebuild
    // writes new ones, this copy drops them (nginx's gzip_static then sends the file itself).
    for (const copy of [`${path}.gz`, `${path}.br`]) rmSync(copy, { force: true });
    writeFileSync(path, texts.get(path)!);
    const hash = hashOf(path);
    if (hash) renameSync(path, path.replace(`.${hash}.`, `.${renames.get(hash)}.`));
  }
  return renames.size;
}
