// What the gateway promises about files: page navigations get the renderer's server-rendered
// page (the admin the shell's client-rendered index.html), a missing script or manifest is a 404
// and never an HTML page, hashed assets are cached for a year, everything a deployment replaces in
// place is revalidated, and text is compressed.
import { expect, test } from './support/system';

test('pages are server-rendered, the admin is the client-rendered shell; missing files and unknown remotes are 404s, never HTML pages', async ({ request }) => {
  for (const [route, heading] of [['/', 'Mäkké zručnosti pre budúcnosť'], ['/o-projekte', 'O projekte'], ['/galeria', 'Fotogaléria']]) {
    const answer = await request.get(route);
    expect(answer.status(), route).toBe(200);
    const html = await answer.text();
    expect(html, route).toContain('data-rendered="server"');
    expect(html, route).toContain(heading);
  }
  expect((await request.get('/galeria/12345')).status()).toBe(404);
  const admin = await request.get('/admin/login');
  expect(admin.status()).toBe(200);
  expect(admin.headers()['x-robots-tag']).toBe('noindex');
  expect(await admin.text()).toMatch(/<div id="app"><\/div>/);
  // The API's paths in another letter case are the API's, never the shell's page.
  for (const path of ['/API/contact', '/Api/health']) {
    const answer = await request.get(path);
    expect(answer.headers()['content-type'], path).toContain('application/json');
    expect(await answer.text(), path).not.toContain('id="app"');
  }
  for (const missing of ['/remotes/gallery/static/js/missing.0123abcd.js', '/remotes/public/nothing.json', '/remotes/unknown/mf-manifest.json', '/static/js/missing.0123abcd.js']) {
    const answer = await request.get(missing);
    expect(answer.status(), missing).toBe(404);
    expect(await answer.text(), missing).not.toContain('id="app"');
  }
});

test('deploy-time files are revalidated, hashed assets are immutable, text is compressed', async ({ request }) => {
  const index = await request.get('/');
  expect(index.headers()['cache-control']).toBe('no-cache');
  const remotes = await request.get('/remotes.json');
  expect(remotes.headers()['cache-control']).toBe('no-cache');
  expect(remotes.headers()['content-type']).toContain('application/json');
  const manifests = (await remotes.json()) as Record<string, string>;
  expect(Object.keys(manifests).sort()).toEqual(['mfe_admin', 'mfe_gallery', 'mfe_public']);

  for (const manifestUrl of Object.values(manifests)) {
    const manifest = await request.get(manifestUrl);
    expect(manifest.status(), manifestUrl).toBe(200);
    expect(manifest.headers()['cache-control'], manifestUrl).toBe('no-cache');
    const { metaData } = (await manifest.json()) as { metaData: { remoteEntry: { name: string; path: string } } };
    const entryUrl = new URL([metaData.remoteEntry.path, metaData.remoteEntry.name].filter(Boolean).join('/'), new URL(manifestUrl, 'http://x')).pathname;
    const entry = await request.get(entryUrl, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(entry.status(), entryUrl).toBe(200);
    // A hashed entry may be immutable (the no-cache manifest names it); an unhashed one may not.
    const expected = /\.[0-9a-f]{8,}\.js$/.test(entryUrl) ? 'public, max-age=31536000, immutable' : 'no-cache';
    expect(entry.headers()['cache-control'], entryUrl).toBe(expected);
    expect(entry.headers()['content-encoding'], entryUrl).toBe('gzip');
  }

  // The shell's entry script: the server-rendered page preloads it from its head (the boot script runs it).
  const script = /<link rel="preload" as="script" href="([^"]+)"[^>]*\bdata-entry-script\b/.exec(await index.text())?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['content-type']).toContain('javascript');
});

test('through the gateway, robots.txt, the sitemap and a page name the configured address whatever Host the client sends', async ({ request, baseURL }) => {
  const forged = { headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' } };
  const sitemap = await request.get('/sitemap.xml', forged);
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/galeria</loc>`);
  for (const [path, text] of [['/sitemap.xml', xml], ['/robots.txt', await (await request.get('/robots.txt', forged)).text()], ['/kontakt', await (await request.get('/kontakt', forged)).text()]]) {
    expect(text, path).not.toContain('evil.example');
  }
});

test('the calendar feeds are the API’s iCalendar through the gateway, in Slovak and English', async ({ request }) => {
  for (const path of ['/kalendar.ics', '/kalendar/1.ics', '/kalendar.ics?lang=en']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-type'], path).toBe('text/calendar; charset=utf-8');
    expect(answer.headers()['etag'], path).toBeTruthy();
    expect(await answer.text(), path).toMatch(/^BEGIN:VCALENDAR\r\n/);
  }
  expect(await (await request.get('/kalendar.ics?lang=en')).text()).toContain('Workshop meetings');
  expect((await request.get('/kalendar/9.ics')).status()).not.toBe(200);
});
