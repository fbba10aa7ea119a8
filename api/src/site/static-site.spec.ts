import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { type TestApp, startTestApp } from '../../test/support/test-app';
import { contentSecurityPolicy, SECURITY_HEADERS } from './security-policy';

function writeFile(path: string, content: string): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

/** What a build writes beside a text asset (shared-ui/precompress.mjs). */
function writePrecompressed(path: string): void {
  const content = readFileSync(path);
  writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
}

const BIG_SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `slovo-${i % 20}`))};\n`;

/** A GET that keeps the raw (still compressed) body: supertest would decompress it. */
function rawGet(server: Server, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    get({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('static site serving (STATIC_MOUNTS)', () => {
  let t: TestApp;
  let siteDir: string;

  beforeAll(async () => {
    mkdirSync(join(__dirname, '..', '..', '..', '.tmp', 'api'), { recursive: true });
    siteDir = mkdtempSync(join(__dirname, '..', '..', '..', '.tmp', 'api', 'site-'));
    const shell = join(siteDir, 'shell');
    const remote = join(siteDir, 'public');
    writeFile(join(shell, 'index.html'), '<!doctype html><title>shell</title>');
    writeFile(join(shell, 'remotes.json'), '{"mfe_public":"/remotes/public/mf-manifest.json"}');
    writeFile(join(shell, 'static', 'js', 'main.abc123.js'), 'console.log("shell")');
    writeFile(join(shell, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFile(join(shell, 'static', 'js', 'big.0a1b2c.js'), BIG_SCRIPT);
    writeFile(join(siteDir, 'secret.js'), BIG_SCRIPT);
    writeFile(join(remote, 'mf-manifest.json'), '{"name":"mfe_public"}');
    writeFile(join(remote, 'remoteEntry.js'), 'var mfe_public;');
    writeFile(join(remote, 'static', 'js', 'page.def456.js'), 'console.log("page")');
    // What a build does: .br and .gz beside each text asset; then one file without them.
    for (const file of [join(shell, 'static', 'js', 'big.0a1b2c.js'), join(siteDir, 'secret.js')]) writePrecompressed(file);
    writeFile(join(shell, 'static', 'js', 'unpacked.1a2b3c.js'), BIG_SCRIPT);
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

  it('answers a missing file of the shell with a plain 404, never a page (a stale script must fail as a script)', async () => {
    for (const path of ['/static/js/index.0123abcd.js', '/static/css/gone.css', '/logo.png']) {
      const response = await t.http().get(path).expect(404);
      expect(response.headers['content-type']).toMatch(/text\/plain/);
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

  it('keeps /API and /Uploads in any letter case out of the SPA fallback (the API matches them case-insensitively)', async () => {
    for (const path of ['/API/contact', '/Api/albums', '/api/CONTACT']) {
      const response = await t.http().get(path);
      expect([path, response.headers['content-type']]).toEqual([path, expect.stringMatching(/application\/json/)]);
    }
    expect((await t.http().get('/API/contact')).status).toBe(401);
    for (const path of ['/UPLOADS/images/none.jpg', '/REMOTES/public/none.js']) {
      const response = await t.http().get(path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.text).not.toContain('<title>shell</title>');
    }
  });

  it('sends the security headers with a CSP that lets the site run, as the gateway does', async () => {
    const response = await t.http().get('/').expect(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp.split(';').map((part) => part.trim())).toEqual(contentSecurityPolicy().split('; '));
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", "frame-src 'self' https:"]) expect(csp).toContain(directive);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect([name, response.headers[name.toLowerCase()]]).toEqual([name, value]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends text assets compressed (Brotli, else gzip) with a revalidatable ETag, and plain when not asked', async () => {
    const path = '/static/js/big.0a1b2c.js';
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const brotli = await rawGet(server, path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toBe('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(BIG_SCRIPT);
    expect(brotli.body.length).toBeLessThan(BIG_SCRIPT.length / 2);
    const gzip = await rawGet(server, path, { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toBe(BIG_SCRIPT);
    const revalidated = await rawGet(server, path, { 'Accept-Encoding': 'br', 'If-None-Match': String(brotli.headers.etag) });
    expect(revalidated.status).toBe(304);
    const plain = await t.http().get(path).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(BIG_SCRIPT);
  });

  it("follows the client's q-values: an encoding with q=0 is refused, the higher q wins", async () => {
    const path = '/static/js/big.0a1b2c.js';
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const noBrotli = await rawGet(server, path, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(noBrotli.body).toString()).toBe(BIG_SCRIPT);
    expect((await rawGet(server, path, { 'Accept-Encoding': 'br;q=0.2, gzip;q=0.8' })).headers['content-encoding']).toBe('gzip');
    const neither = await rawGet(server, path, { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(neither.headers['content-encoding']).toBeUndefined();
    expect(neither.body.toString()).toBe(BIG_SCRIPT);
  });

  it('sends the build\'s .br and .gz files as they are and compresses nothing per request', async () => {
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const file = join(siteDir, 'shell', 'static', 'js', 'big.0a1b2c.js');
    const brotli = await rawGet(server, '/static/js/big.0a1b2c.js', { 'Accept-Encoding': 'br' });
    expect(brotli.body.equals(readFileSync(`${file}.br`))).toBe(true);
    expect(brotli.headers['content-length']).toBe(String(readFileSync(`${file}.br`).length));
    expect(brotli.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    const gzip = await rawGet(server, '/static/js/big.0a1b2c.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.body.equals(readFileSync(`${file}.gz`))).toBe(true);
    const head = await t.http().head('/static/js/big.0a1b2c.js').set('Accept-Encoding', 'br').expect(200);
    expect(head.headers['content-encoding']).toBe('br');
    // A file the build left without copies is sent plain, however much the client would take.
    const unpacked = await rawGet(server, '/static/js/unpacked.1a2b3c.js', { 'Accept-Encoding': 'br, gzip' });
    expect(unpacked.status).toBe(200);
    expect(unpacked.headers['content-encoding']).toBeUndefined();
    expect(unpacked.body.toString()).toBe(BIG_SCRIPT);
  });

  it('never compresses its way out of a mount', async () => {
    for (const path of ['/static/..%2F..%2Fsecret.js', '/%2E%2E/secret.js', '/remotes/public/..%2F..%2Fsecret.js']) {
      const response = await t.http().get(path).set('Accept-Encoding', 'br');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.text ?? '').not.toContain('slovo-1');
    }
  });
});

describe('sitemap.xml and robots.txt under npm start when the renderer cannot make them', () => {
  let t: TestApp;
  let siteDir: string;
  let renderer: Server;

  beforeAll(async () => {
    siteDir = mkdtempSync(join(__dirname, '..', '..', '..', '.tmp', 'api', 'site-'));
    writeFile(join(siteDir, 'index.html'), '<!doctype html><title>shell</title>');
    writeFile(join(siteDir, 'robots.txt'), 'User-agent: *\nDisallow: /admin\n');
    // A renderer that has stopped answering: the port is closed.
    renderer = createServer();
    await new Promise<void>((resolve) => renderer.listen(0, '127.0.0.1', resolve));
    const { port } = renderer.address() as AddressInfo;
    await new Promise((resolve) => renderer.close(resolve));
    t = await startTestApp('sqlite', { env: { STATIC_MOUNTS: `/=${siteDir}`, RENDERER_URL: `http://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('answers the sitemap 503 with Retry-After, never the index.html, and robots.txt from the shell', async () => {
    const sitemap = await t.http().get('/sitemap.xml');
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers['retry-after']).toBe('60');
    expect(sitemap.headers['content-type']).toMatch(/^text\/plain/);
    expect(sitemap.text).not.toContain('<title>shell</title>');
    const robots = await t.http().get('/robots.txt').expect(200);
    expect(robots.text).toContain('Disallow: /admin');
  });
});
