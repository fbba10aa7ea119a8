import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type TestApp, startTestApp } from '../../test/support/test-app';

function writeFile(path: string, content: string): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

describe('static site serving (STATIC_MOUNTS)', () => {
  let t: TestApp;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = mkdtempSync(join(__dirname, '..', '..', '..', '.tmp', 'api-site-'));
    const shell = join(siteDir, 'shell');
    const remote = join(siteDir, 'public');
    writeFile(join(shell, 'index.html'), '<!doctype html><title>shell</title>');
    writeFile(join(shell, 'remotes.json'), '{"mfe_public":"/remotes/public/mf-manifest.json"}');
    writeFile(join(shell, 'static', 'js', 'main.abc123.js'), 'console.log("shell")');
    writeFile(join(shell, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFile(join(remote, 'mf-manifest.json'), '{"name":"mfe_public"}');
    writeFile(join(remote, 'remoteEntry.js'), 'var mfe_public;');
    writeFile(join(remote, 'static', 'js', 'page.def456.js'), 'console.log("page")');
    t = await startTestApp('sqlite', { env: { STATIC_MOUNTS: `/remotes/public=${remote};/=${shell}` } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('serves the shell at / and answers client routes with index.html, revalidated', async () => {
    for (const path of ['/', '/galeria/3', '/admin/login', '/o-projekte?x=1']) {
      const response = await t.http().get(path);
      expect([path, response.status, response.text]).toEqual([path, 200, expect.anything()]);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toContain('<title>shell</title>');
    }
  });

  it('serves manifests and remote entries with no-cache and hashed files as immutable', async () => {
    const remotes = await t.http().get('/remotes.json').expect(200);
    expect(remotes.headers['content-type']).toMatch(/application\/json/);
    expect(remotes.headers['cache-control']).toBe('no-cache');
    const manifest = await t.http().get('/remotes/public/mf-manifest.json').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await t.http().get('/remotes/public/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    for (const path of ['/static/js/main.abc123.js', '/remotes/public/static/js/page.def456.js']) {
      const response = await t.http().get(path).expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toMatch(/javascript/);
    }
  });

  it('answers a missing remote file with a plain 404, never the shell', async () => {
    for (const path of ['/remotes/public/missing.js', '/remotes/gallery/mf-manifest.json']) {
      const response = await t.http().get(path).expect(404);
      expect(response.text).not.toContain('<title>shell</title>');
    }
  });

  it('keeps /api and /uploads out of the SPA fallback', async () => {
    const api = await t.http().get('/api/nothing-here').expect(404);
    expect(api.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const upload = await t.http().get('/uploads/images/missing.jpg').expect(404);
    expect(upload.text).not.toContain('<title>shell</title>');
    await t.http().post('/galeria').expect(404);
  });

  it('sends the security headers with a CSP that lets the site run', async () => {
    const response = await t.http().get('/').expect(200);
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "media-src 'self' blob:",
      'frame-src https:',
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
