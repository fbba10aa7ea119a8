// Security through the proxy: the gateway's headers on pages, scripts, the API and files; uploads
// that can never run or render as HTML; the login throttle counting each client separately
// (X-Forwarded-For from nginx, trusted by the API for exactly one hop, not spoofable).
import { chownSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { badLogin, rawRequest } from './support/client';
import { pdfDocument, pngImage } from './support/media';
import { adminToken, bearer, create, expect, isLocalTopology, test, upload, writableUploadsDir } from './support/system';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Framed by the site itself only (the page-texts editor's preview).
  'x-frame-options': 'SAMEORIGIN',
};

function expectSecurityHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers.server).toBe('nginx');
}

test.describe('security through the gateway', () => {
  test('pages, scripts and API answers carry one CSP and the security headers', async ({ request }) => {
    const page = await request.get('/galeria');
    expect(page.status()).toBe(200);
    expectSecurityHeaders(page.headers());
    const csp = page.headers()['content-security-policy'];
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", "frame-src 'self' https:"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // No inline script the policy would have to allow (the embedded page state is JSON, never run).
    expect(await page.text()).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>\s*\S/);

    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expectSecurityHeaders(health.headers());
    const cspHeaders = health.headersArray().filter((header) => header.name.toLowerCase() === 'content-security-policy');
    expect(cspHeaders).toHaveLength(1);
    // Plain HTTP here: HSTS is only sent to visitors on HTTPS.
    expect(health.headers()['strict-transport-security']).toBeUndefined();
    const behindTls = await request.get('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(behindTls.headers()['strict-transport-security']).toContain('max-age=31536000');
  });

  test('an uploaded image is served as an image with nosniff; other files only as downloads', async ({ request }) => {
    const token = await adminToken(request);
    const photo = await upload(request, token, 'fotka.png', 'image/png', await pngImage());
    expect(photo.path).toMatch(/^\/uploads\/images\/.+\.jpg$/);
    expect(photo.converted).toBe(true);
    const image = await request.get(photo.path);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    expect(image.headers()['x-content-type-options']).toBe('nosniff');
    expect(image.headers()['content-disposition']).toBeUndefined();
    expect(image.headers()['content-security-policy']).toContain('sandbox');

    const pdf = await upload(request, token, 'prirucka.pdf', 'application/pdf', pdfDocument('Príručka'));
    const document = await request.get(pdf.path);
    expect(document.status()).toBe(200);
    expect(document.headers()['content-type']).toBe('application/pdf');
    expect(document.headers()['content-disposition']).toBe('attachment');

    const material = await create<{ id: number }>(request, token, '/materials', {
      title: 'Príručka facilitátora',
      description: 'Bezpečnostný test sťahovania',
      type: 'pdf',
      category: 'Facilitácia',
      fileUrl: pdf.path,
    });
    expect(material.id).toBeGreaterThan(0);
    const [folder, filename] = pdf.path.split('/').slice(-2);
    const download = await request.get(`/api/download/${folder}/${filename}`);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('a file that is not an image never renders: HTML and SVG in the uploads folder are downloads', async ({ request }) => {
    const uploadsDir = writableUploadsDir();
    test.skip(!uploadsDir, 'writes into the uploads folder: the local topology, or E2E_UPLOADS_DIR');
    const folder = join(uploadsDir!, 'materials');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'planted.html'), '<script>alert(1)</script>');
    writeFileSync(join(folder, 'planted.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    writeFileSync(join(folder, '.upload-in-progress'), 'partial');
    // Owned like the rest of the folder (a compose volume belongs to the API's user, not to root).
    const { uid, gid } = statSync(uploadsDir!);
    for (const path of [folder, ...['planted.html', 'planted.svg', '.upload-in-progress'].map((name) => join(folder, name))]) chownSync(path, uid, gid);
    for (const name of ['planted.html', 'planted.svg']) {
      const answer = await request.get(`/uploads/materials/${name}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/octet-stream');
      expect(answer.headers()['content-disposition']).toBe('attachment');
      expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    }
    expect((await request.get('/uploads/materials/.upload-in-progress')).status()).toBe(404);
    expect((await request.post('/uploads/materials/planted.html', { data: 'x' })).status()).toBe(403);
  });

  test('nginx refuses oversized JSON bodies before they reach the API', async ({ request }) => {
    const answer = await request.post('/api/feedback', { data: { comment: 'x'.repeat(3 * 1024 * 1024) } });
    expect(answer.status()).toBe(413);
  });

  test('the login throttle counts each client, and a forged X-Forwarded-For does not reset it', async ({ baseURL }) => {
    test.skip(!isLocalTopology, 'needs several loopback client addresses of the local topology');
    const base = baseURL!;
    // Two loopback addresses no other journey uses: two different visitors for the gateway.
    const [blocked, other] = ['127.0.0.21', '127.0.0.22'];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await badLogin(base, blocked)).status);
    expect(statuses.slice(0, 5).every((status) => status === 401), statuses.join(',')).toBe(true);
    expect(statuses[5]).toBe(429);

    const forged = await badLogin(base, blocked, { 'X-Forwarded-For': '203.0.113.7' });
    expect(forged.status).toBe(429);

    const someoneElse = await badLogin(base, other);
    expect(someoneElse.status).toBe(401);
  });
});

test('public forms take JSON only and count each visitor behind the gateway', async ({ baseURL }) => {
  test.skip(!isLocalTopology, 'needs several loopback client addresses of the local topology');
  const base = baseURL!;
  const message = { name: 'Flood', email: 'flood@example.sk', subject: 'Iné', message: 'Opakovaná správa.' };
  const send = (localAddress: string, headers: Record<string, string> = {}) =>
    rawRequest(`${base}/api/contact`, { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(message) });

  // A form post from another site is refused before anything is stored.
  const crossSite = await rawRequest(`${base}/api/contact`, {
    method: 'POST',
    localAddress: '127.0.0.25',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
    body: new URLSearchParams({ name: 'X', email: 'x@example.sk', subject: 'Iné', message: 'Y' }).toString(),
  });
  expect(crossSite.status).toBe(415);

  const statuses: number[] = [];
  for (let attempt = 0; attempt < 22; attempt += 1) statuses.push((await send('127.0.0.23')).status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(20);
  const refused = await send('127.0.0.23', { 'X-Forwarded-For': '198.51.100.9' });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await send('127.0.0.24')).status).toBe(201);
});

test('the admin endpoints refuse requests without a valid token through the proxy', async ({ request }) => {
  expect((await request.get('/api/contact')).status()).toBe(401);
  expect((await request.get('/api/contact', { headers: bearer('forged.token.value') })).status()).toBe(401);
});
