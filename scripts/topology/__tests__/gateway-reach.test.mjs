// The gateway tells the API what it served, for the reach count (nginx/gateway/server.conf): a
// mirror of each page navigation and each material file, with the visitor's headers, beside the
// answer and never delaying it. Runs the shipped gateway configuration in real nginx, in front of a
// stand-in renderer and API on loopback.
import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { TOPOLOGY } from '../config.mjs';
import { renderNativeConfig, startNginx, stopNginx } from '../nginx.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'gateway-reach-'));
// nginx's workers (not root) read the uploads below it.
chmodSync(scratch, 0o755);

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * A stand-in upstream answering every request with `answer`, and remembering each.
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void} answer
 */
function upstream(answer) {
  /** @type {Array<{ method: string | undefined, url: string, headers: import('node:http').IncomingHttpHeaders }>} */
  const seen = [];
  const server = createServer((request, response) => {
    seen.push({ method: request.method, url: request.url ?? '', headers: request.headers });
    answer(request, response);
  });
  /** @param {number} port */
  const listen = (port) => new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return { seen, server, listen };
}

/** @param {() => boolean} check */
const until = async (check, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

describe('the gateway mirrors what it served to the reach count', () => {
  let base = '';
  /** @type {string | undefined} */
  let confPath;
  let apiDelayMs = 0;
  const renderer = upstream((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Stránka</title>'));
  const api = upstream((_request, response) => setTimeout(() => response.writeHead(204).end(), apiDelayMs));
  const reachCalls = () => api.seen.filter((call) => call.url.startsWith('/api/reach/served/'));

  before(async () => {
    /** @type {Record<string, number>} */
    const ports = {};
    for (const name of ['gateway', 'api', 'shell', 'public', 'gallery', 'admin', 'renderer']) ports[name] = await freePort();
    const topology = { ...TOPOLOGY, ports, nginxDir: join(scratch, 'nginx'), releasesDir: join(scratch, 'releases'), uploadsDir: join(scratch, 'data', 'uploads') };
    for (const folder of ['materials/.incoming', 'images']) mkdirSync(join(topology.uploadsDir, folder), { recursive: true });
    writeFileSync(join(topology.uploadsDir, 'materials', 'm1-abc.pdf'), '%PDF-1.4\n%%EOF\n');
    writeFileSync(join(topology.uploadsDir, 'materials', '.incoming', 'part'), 'partial');
    writeFileSync(join(topology.uploadsDir, 'images', 'p1-abc.jpg'), 'jpeg');
    await Promise.all([renderer.listen(ports.renderer), api.listen(ports.api)]);
    confPath = renderNativeConfig(topology);
    startNginx(confPath);
    base = `http://127.0.0.1:${ports.gateway}`;
  });

  after(() => {
    if (confPath) stopNginx(confPath);
    renderer.server.close();
    api.server.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('mirrors a page navigation with the address asked for and the visitor’s headers', async () => {
    const headers = { 'User-Agent': 'Mozilla/5.0 Firefox/133.0', Referer: 'https://www.facebook.com/', Cookie: 'locale=en', 'Sec-Purpose': 'prefetch' };
    const page = await fetch(`${base}/kontakt?lang=en`, { headers });
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Stránka/);
    assert.ok(await until(() => reachCalls().length === 1), 'the API was told of the page');
    const [call] = reachCalls();
    assert.equal(call.method, 'GET');
    assert.equal(call.url, '/api/reach/served/page');
    assert.equal(call.headers['x-reach-uri'], '/kontakt?lang=en');
    assert.equal(call.headers['user-agent'], headers['User-Agent']);
    assert.equal(call.headers.referer, headers.Referer);
    assert.equal(call.headers.cookie, headers.Cookie);
    assert.equal(call.headers['sec-purpose'], 'prefetch');
    assert.equal(call.headers['x-forwarded-for'], '127.0.0.1');
  });

  it('mirrors a material file it serves itself, but no image, hidden file or script', async () => {
    api.seen.length = 0;
    const material = await fetch(`${base}/uploads/materials/m1-abc.pdf`);
    assert.equal(material.status, 200);
    // The headers of every uploaded file hold for materials too.
    assert.equal(material.headers.get('content-type'), 'application/pdf');
    assert.equal(material.headers.get('content-disposition'), 'attachment');
    assert.equal(material.headers.get('x-content-type-options'), 'nosniff');
    assert.match(material.headers.get('content-security-policy'), /sandbox/);
    assert.equal((await fetch(`${base}/uploads/materials/m1-abc.pdf`, { method: 'POST' })).status, 403);
    assert.equal((await fetch(`${base}/uploads/images/p1-abc.jpg`)).status, 200);
    assert.equal((await fetch(`${base}/uploads/materials/.incoming/part`)).status, 404);
    assert.equal((await fetch(`${base}/favicon.ico`)).status, 404);
    assert.ok(await until(() => reachCalls().length >= 1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.deepEqual(
      reachCalls().map((call) => [call.url, call.headers['x-reach-uri']]),
      [['/api/reach/served/download', '/uploads/materials/m1-abc.pdf']],
    );
  });

  it('writes no visitor’s whole address into its access log', async () => {
    const page = await fetch(`${base}/galeria`, { headers: { 'X-Forwarded-For': '203.0.113.45' } });
    assert.equal(page.status, 200);
    const log = join(scratch, 'nginx', 'access.log');
    assert.ok(await until(() => existsSync(log) && readFileSync(log, 'utf8').includes('/galeria')), 'the request reached the access log');
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    assert.match(lines.find((line) => line.includes('/galeria')) ?? '', /^127\.0\.0\.0 \[/);
    for (const line of lines) {
      assert.match(line, /^127\.0\.0\.0 /, 'the visitor’s address without its host part');
      assert.doesNotMatch(line, /203\.0\.113\.45/);
    }
  });

  it('lets no one but the mirror name what was served', async () => {
    api.seen.length = 0;
    const response = await fetch(`${base}/api/reach/served/page`, { headers: { 'X-Reach-Uri': '/kontakt' } });
    assert.equal(response.status, 404);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.deepEqual(reachCalls(), []);
  });

  it('answers the page without waiting for a slow API, and also while the API is down', async () => {
    apiDelayMs = 1500;
    const started = performance.now();
    const page = await fetch(`${base}/o-projekte`);
    await page.text();
    const elapsed = performance.now() - started;
    assert.equal(page.status, 200);
    assert.ok(elapsed < 1000, `the page took ${Math.round(elapsed)} ms behind a 1500 ms API`);
    apiDelayMs = 0;
    await new Promise((resolve) => api.server.close(resolve));
    const withoutApi = await fetch(`${base}/workshopy`);
    assert.equal(withoutApi.status, 200);
  });
});
