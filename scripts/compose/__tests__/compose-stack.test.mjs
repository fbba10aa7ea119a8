// docker compose up, for real: every image built from this working tree, the whole
// stack started with the shipped docker-compose.yml, and an operator's day run against it:
// the whole-system journeys through the gateway, a remote redeployed on its own, three API
// replicas, a newsletter subscription confirmed through the gateway with the mail caught by an
// SMTP server this test runs, down and up again, and the backup of docs/operations.md, a wipe of
// every volume and its restore. Everything it created is removed at the end except the base images
// (stand-ins) and the build cache. Every request goes on a fresh connection (fetchFresh).
//   npm run test:compose      (COMPOSE_TEST_PORT, COMPOSE_TEST_PROJECT move it aside)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium } from '@playwright/test';
import { AdminApiClient } from '../../lib/admin-api-client.mjs';
import { ROOT } from '../../packages.mjs';
import { ensureEngine } from '../engine.mjs';
import { operationsCommands } from '../operations-commands.mjs';
import { probeReplica, requestsServed } from '../replicas.mjs';
import { STACK, bridgeGateway, buildImages, compose, containersOf, docker, fetchFresh, imageSizes, prepareSite, services, shell, waitGateway, waitHealthy } from '../stack.mjs';
import { linkIn, rawHeader, startSmtp } from '../../../api/test/support/smtp.ts';
import { pdfDocument, pngImage } from '../../../e2e/system/support/media.ts';

const log = (message) => process.stderr.write(`[compose] ${message}\n`);
const timings = {};
async function timed(name, action) {
  const started = Date.now();
  try {
    return await action();
  } finally {
    timings[name] = Math.round((Date.now() - started) / 100) / 10;
    log(`${name}: ${timings[name]} s`);
  }
}

let engine;
let browser;
/** The SMTP server the API containers hand their mail to (api/test/support/smtp.ts). */
let smtp;
let failed = false;
const run = Date.now().toString(36);

/** A step of the operator's day; a failing one leaves the services' logs in the output. */
function step(name, action) {
  it(name, async () => {
    try {
      await action();
    } catch (error) {
      failed = true;
      throw error;
    }
  });
}

async function adminClient() {
  const client = new AdminApiClient(STACK.baseUrl, { timeoutMs: 60_000, fetch: fetchFresh });
  await client.login(STACK.admin.username, STACK.admin.password);
  return client;
}

async function fetchBytes(path) {
  const response = await fetchFresh(`${STACK.baseUrl}${path}`);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function getJson(path) {
  const response = await fetchFresh(`${STACK.baseUrl}${path}`);
  assert.equal(response.status, 200, `GET ${path}`);
  return response.json();
}

/** Every /uploads/ path in a value: pictures, their variants, covers, material files. */
function uploadPaths(value, found = new Set()) {
  if (typeof value === 'string' && value.startsWith('/uploads/')) found.add(value);
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) uploadPaths(inner, found);
  return found;
}

/** What a visitor can reach through the gateway: the public lists and the SHA-256 of every file they name. */
async function publicContent() {
  const lists = { albums: await getJson('/api/albums'), gallery: await getJson('/api/gallery'), materials: await getJson('/api/materials') };
  const files = {};
  for (const path of [...uploadPaths(lists)].sort()) {
    const { status, bytes } = await fetchBytes(path);
    files[path] = status === 200 ? createHash('sha256').update(bytes).digest('hex') : `HTTP ${status}`;
  }
  return { lists, files };
}

/** Text as React writes it into server-rendered HTML. */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The server-rendered gallery and materials pages in `language` name every album and material. */
async function expectListedOnPages(lists, language) {
  const query = language === 'en' ? '?lang=en' : '';
  const inLanguage = (sk, en) => (language === 'en' && en ? en : sk);
  for (const [path, names] of [
    ['/galeria', lists.albums.map((album) => inLanguage(album.name, album.nameEn))],
    ['/materialy', lists.materials.map((material) => inLanguage(material.title, material.titleEn))],
  ]) {
    const { status, html } = await serverHtml(`${path}${query}`);
    assert.equal(status, 200, `${path}${query}`);
    assert.match(html, new RegExp(`<html lang="${language}"`));
    const missing = names.filter((name) => !html.includes(escapeHtml(name)));
    assert.deepEqual(missing, [], `${path}${query} names every one`);
  }
}

/** The container ids and start times of every service, to tell which were recreated or restarted. */
function snapshot() {
  return Object.fromEntries(services(engine).map((service) => [service, containersOf(engine, service).map((c) => `${c.Id}@${c.State.StartedAt}`).sort()]));
}

/** Opens `path` in a fresh page and waits for the level-1 heading `name`. */
async function expectHeading(path, name, { timeoutMs = 15_000 } = {}) {
  const page = await browser.newPage();
  try {
    await page.goto(`${STACK.baseUrl}${path}`);
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: timeoutMs });
  } finally {
    await page.close();
  }
}

/** The page as the renderer answers it through the gateway: what a crawler or a link preview reads. */
async function serverHtml(path) {
  const response = await fetchFresh(`${STACK.baseUrl}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, render: response.headers.get('x-page-render'), html: await response.text() };
}

/** The attributes of the first `tag` element of `html` whose tag contains `marker`, in any order. */
function attributesOf(html, tag, marker) {
  const element = html.split(`<${tag} `).slice(1).map((rest) => rest.slice(0, rest.indexOf('>'))).find((attributes) => attributes.includes(marker));
  return element === undefined ? null : Object.fromEntries([...element.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
}

/** Retries `check` until it passes or `timeoutMs` ends; answers the seconds it took. */
async function eventually(check, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return (Date.now() - started) / 1000;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((done) => setTimeout(done, 500));
    }
  }
}

describe('docker compose up, for real', () => {
  before(async () => {
    engine = await ensureEngine({ runDir: STACK.runDir, log });
    // Mail leaves the API containers for this test's SMTP server, listening on the host's address
    // on Docker's bridge, which `host-gateway` names inside a container (the override below).
    smtp = await startSmtp(0, bridgeGateway(engine));
    prepareSite({
      values: { SMTP_URL: `smtp://host.docker.internal:${new URL(smtp.url).port}` },
      override: ['# Written by the compose test: the API reaches the test\'s SMTP server on the Docker host.', 'services:', '  api:', '    extra_hosts:', '      - "host.docker.internal:host-gateway"', ''].join('\n'),
    });
    // Whatever an interrupted run left behind under this project name.
    compose(engine, ['down', '-v', '--remove-orphans'], { quiet: true, allowFailure: true });
    await timed('stand-ins', () => {
      const result = spawnSync('bash', [join(ROOT, 'docker', 'stand-ins', 'build.sh')], { env: { ...process.env, DOCKER: engine.client }, stdio: ['ignore', 'inherit', 'inherit'] });
      assert.equal(result.status, 0, 'docker/stand-ins/build.sh failed');
    });
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  });

  after(async () => {
    await browser?.close();
    await smtp?.close();
    if (!engine) return;
    const logs = compose(engine, ['logs', '--no-color', '--timestamps'], { quiet: true, allowFailure: true });
    writeFileSync(join(STACK.runDir, 'stack.log'), `${logs.stdout}${logs.stderr}`);
    if (failed) {
      const tails = compose(engine, ['logs', '--no-color', '--tail', '40'], { quiet: true, allowFailure: true });
      log(`the last lines of every container (all of them in ${join(STACK.runDir, 'stack.log')}):\n${tails.stdout}`);
    }
    const report = { timings, images: imageSizes(engine) };
    if (process.env.COMPOSE_TEST_KEEP) {
      log(`left running (COMPOSE_TEST_KEEP): ${STACK.baseUrl}; remove with: cd ${STACK.siteDir} && docker compose down -v`);
      return;
    }
    await timed('clean-up', () => {
      compose(engine, ['down', '-v', '--remove-orphans', '--timeout', '20'], { quiet: true, allowFailure: true });
      const left = docker(engine, ['ps', '-aq', '--filter', `label=com.docker.compose.project=${STACK.project}`], { quiet: true }).stdout.trim();
      const volumes = docker(engine, ['volume', 'ls', '-q', '--filter', `label=com.docker.compose.project=${STACK.project}`], { quiet: true }).stdout.trim();
      const networks = docker(engine, ['network', 'ls', '-q', '--filter', `label=com.docker.compose.project=${STACK.project}`], { quiet: true }).stdout.trim();
      assert.equal(`${left}${volumes}${networks}`, '', `left behind: containers ${left} volumes ${volumes} networks ${networks}`);
      rmSync(STACK.siteDir, { recursive: true, force: true });
    });
    writeFileSync(join(STACK.runDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    log(`timings (s): ${JSON.stringify(timings)}`);
    log(`images: ${report.images.map(({ image, size }) => `${image} ${size}`).join(', ')}`);
    await engine.stop();
  });

  step('builds every image and brings every service up healthy behind the gateway', async () => {
    const perImage = await timed('build', () => buildImages(engine));
    for (const [service, seconds] of Object.entries(perImage)) timings[`build ${service}`] = seconds;
    await timed('up to healthy', async () => {
      compose(engine, ['up', '-d', '--build'], { quiet: true });
      await waitHealthy(engine);
    });
    const health = await getJson('/api/health');
    assert.deepEqual(health, { status: 'ok', database: 'up' });
    const nodeVersion = docker(engine, ['exec', containersOf(engine, 'api')[0].Id, 'node', '-v'], { quiet: true }).stdout.trim();
    assert.match(nodeVersion, /^v24\./);
    const rendererNode = docker(engine, ['exec', containersOf(engine, 'renderer')[0].Id, 'node', '-v'], { quiet: true }).stdout.trim();
    assert.match(rendererNode, /^v24\./);
    // Pages are server-rendered by the renderer's container, not the shell's index.html.
    const home = await serverHtml('/');
    assert.equal(home.status, 200);
    assert.match(home.html, /<html lang="sk"[^>]*data-rendered="server"/);
    assert.match(home.html, /<h1[^>]*>[^<]*Mäkké zručnosti pre budúcnosť/);
  });

  step('passes the whole-system journeys through the gateway', async () => {
    const mountpoint = docker(engine, ['volume', 'inspect', '--format', '{{.Mountpoint}}', `${STACK.project}_uploads`], { quiet: true }).stdout.trim();
    await timed('system journeys', () => {
      const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'playwright'), ['test', '-c', 'playwright.system.config.ts'], {
        cwd: ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          E2E_BASE_URL: STACK.baseUrl,
          E2E_ADMIN_USERNAME: STACK.admin.username,
          E2E_ADMIN_PASSWORD: STACK.admin.password,
          // The uploads volume as this machine sees it: the journeys plant files in it.
          E2E_UPLOADS_DIR: mountpoint,
        },
      });
      assert.equal(result.status, 0, 'e2e/system failed against the compose stack');
    });
  });

  step('shows the gallery as unavailable while its container is stopped, and the rest of the site keeps working', async () => {
    compose(engine, ['stop', 'mfe-gallery'], { quiet: true });
    try {
      // The renderer notices the stopped remote at its next check (REMOTE_CHECK_INTERVAL_MS); until
      // then it still renders the page it knows, and the browser keeps that HTML.
      await eventually(() => expectHeading('/galeria', 'Túto časť stránky sa nepodarilo načítať', { timeoutMs: 5000 }));
      await expectHeading('/kontakt', 'Kontakt');
    } finally {
      compose(engine, ['start', 'mfe-gallery'], { quiet: true });
      await waitHealthy(engine);
    }
    await eventually(() => expectHeading('/galeria', 'Fotogaléria'));
  });

  step('redeploys the gallery remote with a changed text, and no other container is recreated', async () => {
    const texts = join(STACK.siteDir, 'mfe-gallery', 'src', 'i18n', 'sk.ts');
    const original = readFileSync(texts, 'utf8');
    const changed = 'Fotogaléria (nové vydanie)';
    assert.ok(original.includes("'Fotogaléria'"), 'the gallery title is in mfe-gallery/src/i18n/sk.ts');
    await expectHeading('/galeria', 'Fotogaléria');
    const before = snapshot();

    writeFileSync(texts, original.replace("'Fotogaléria'", `'${changed}'`));
    await timed('redeploy mfe-gallery (build + up)', async () => {
      compose(engine, ['up', '-d', '--build', 'mfe-gallery'], { quiet: true });
      await waitHealthy(engine);
    });
    timings['redeployed text live after'] = await eventually(() => expectHeading('/galeria', changed, { timeoutMs: 3000 }));
    // The server-rendered HTML too, with the renderer neither rebuilt nor restarted (checked below).
    timings['redeployed text in the server HTML after'] = await eventually(async () => {
      const { html } = await serverHtml('/galeria');
      assert.match(html, /data-rendered="server"/);
      assert.ok(html.includes(changed), 'the renderer serves the redeployed gallery text');
    });

    const afterwards = snapshot();
    assert.notDeepEqual(afterwards['mfe-gallery'], before['mfe-gallery'], 'the gallery container was replaced');
    for (const service of Object.keys(before).filter((name) => name !== 'mfe-gallery')) {
      assert.deepEqual(afterwards[service], before[service], `${service} was neither recreated nor restarted`);
    }
  });

  step('serves uploads, logins and list reads through any of three API replicas, and no replica serves a stale list', async () => {
    await timed('scale api=3', async () => {
      compose(engine, ['up', '-d', '--scale', 'api=3'], { quiet: true });
      await waitHealthy(engine, { replicas: { api: 3 } });
    });
    const replicas = containersOf(engine, 'api').map((container) => container.Id);
    assert.equal(replicas.length, 3);

    // Each replica logs in, uploads, and accepts the token the next one issued; every file is
    // then served by the gateway from the shared volume.
    const png = await pngImage(40, 30, 120);
    const answers = replicas.map((id) => probeReplica(engine, id, { png }));
    assert.equal(new Set(answers.map((answer) => answer.hostname)).size, 3);
    for (const [index, id] of replicas.entries()) {
      const foreign = probeReplica(engine, id, { token: answers[(index + 1) % 3].token });
      assert.equal(foreign.foreignTokenStatus, 200, `replica ${index + 1} accepts a token another replica issued`);
      const file = await fetchBytes(answers[index].upload.path);
      assert.equal(file.status, 200, answers[index].upload.path);
    }

    // Through the gateway: every request succeeds, and the balancing reaches every replica.
    const since = new Date(Date.now() - 1000).toISOString();
    const client = await adminClient();
    // nginx picks a replica per connection, not in lockstep with these three calls: with 9 rounds a
    // replica got no login about one run in thirteen; 30 rounds make that about one in 60,000.
    for (let round = 0; round < 30; round += 1) {
      await client.login(STACK.admin.username, STACK.admin.password);
      await client.uploadBytes(`gateway-${round}.png`, 'image/png', png);
      await client.call('GET', '/albums');
    }
    for (const id of replicas) {
      const served = requestsServed(engine, id, since);
      for (const path of ['POST /api/login 200', 'GET /api/albums 200']) assert.ok(served[path] > 0, `${id.slice(0, 12)} served ${path}: ${JSON.stringify(served)}`);
    }

    // Every replica has the list cached; a change made through any one of them is seen at once
    // by all of them, and by every read through the gateway.
    for (const writer of replicas) {
      for (const id of replicas) probeReplica(engine, id);
      const name = `Replika ${run} ${writer.slice(0, 6)}`;
      const created = probeReplica(engine, writer, { call: { method: 'POST', path: '/albums', body: { name, description: null, coverImage: null, published: true } } }).result;
      for (const reader of replicas) assert.ok(probeReplica(engine, reader).albums.includes(name), `${reader.slice(0, 12)} lists the album just created`);
      for (let read = 0; read < 6; read += 1) assert.ok((await client.call('GET', '/albums')).some((album) => album.name === name), 'the gateway lists the album just created');
      probeReplica(engine, writer, { call: { method: 'DELETE', path: `/albums/${created.id}` } });
      for (const reader of replicas) assert.ok(!probeReplica(engine, reader).albums.includes(name), `${reader.slice(0, 12)} no longer lists the deleted album`);
    }
  });

  step('subscribes on /kontakt and confirms through the gateway, the mail caught by the SMTP server this test runs', async () => {
    const client = await adminClient();
    const before = await client.call('GET', '/newsletter/status');
    assert.equal(before.mailConfigured, true, 'SMTP_URL reached the API');
    const addresses = { sk: `jana.${run}@example.sk`, en: `john.${run}@example.org` };

    // Without JavaScript: the server-rendered contact page's form, posted as a browser posts it.
    const contact = await serverHtml('/kontakt?lang=en');
    assert.equal(contact.status, 200);
    const form = attributesOf(contact.html, 'form', 'newsletter/subscribe');
    assert.equal(form?.method, 'post', 'the contact page has the subscribe form');
    const action = form.action;
    assert.equal(action, '/api/newsletter/subscribe');
    for (const field of ['email', 'language', 'consent']) assert.ok(attributesOf(contact.html, 'input', `name="${field}"`), `the form has the field ${field}`);
    const consentVersion = attributesOf(contact.html, 'input', 'name="consentVersion"')?.value;
    assert.match(consentVersion ?? '', /^\d+$/, 'the form carries the consent version');
    const posted = await fetchFresh(`${STACK.baseUrl}${action}`, {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: addresses.en, language: 'en', consent: 'on', consentVersion }),
    });
    const answer = await posted.text();
    assert.equal(posted.status, 200, answer.slice(0, 300));
    assert.match(answer, /<html lang="en"/);
    assert.match(answer, /Check your inbox/);
    // With JavaScript the page sends the same fields as JSON.
    const sent = await fetchFresh(`${STACK.baseUrl}${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: addresses.sk, language: 'sk', consent: true, consentVersion: Number(consentVersion) }),
    });
    assert.equal(sent.status, 202, await sent.text());

    timings['confirmation mails arrived after'] = await eventually(() => {
      for (const address of Object.values(addresses)) assert.equal(smtp.to(address).length, 1, `one confirmation mail to ${address}`);
    }, 60_000);
    const mails = Object.fromEntries(Object.entries(addresses).map(([language, address]) => [language, smtp.to(address)[0]]));
    const publicUrl = STACK.baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const [language, mail] of Object.entries(mails)) {
      assert.match(mail.subject, language === 'sk' ? /Potvrď odber noviniek/ : /Confirm your newsletter subscription/);
      assert.ok(mail.text?.includes(`${STACK.baseUrl}/api/newsletter/confirm?token=`), `the ${language} text part has the confirmation link on PUBLIC_URL`);
      assert.ok(mail.html?.includes(`lang="${language}"`), `the ${language} mail has an HTML part in its language`);
      assert.match(rawHeader(mail, 'List-Unsubscribe'), new RegExp(`^<${publicUrl}/api/newsletter/unsubscribe\\?token=[^>]+>`));
      assert.equal(rawHeader(mail, 'List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');
    }

    // The links, followed through the gateway: a browser for the Slovak one, the raw page for the English one.
    const page = await browser.newPage();
    try {
      // Opening the link changes nothing (school and mail scanners open links): the page's button confirms.
      await page.goto(linkIn(mails.sk, `${STACK.baseUrl}/api/newsletter/confirm?token=`));
      await page.getByRole('heading', { level: 1, name: 'Potvrdiť odber noviniek?' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Potvrdiť odber' }).click();
      await page.getByRole('heading', { level: 1, name: 'Odber je potvrdený' }).waitFor({ timeout: 15_000 });
      assert.equal(await page.locator('html').getAttribute('lang'), 'sk');
    } finally {
      await page.close();
    }
    const confirmLink = new URL(linkIn(mails.en, `${STACK.baseUrl}/api/newsletter/confirm?token=`));
    const asked = await serverHtml(`${confirmLink.pathname}${confirmLink.search}`);
    assert.equal(asked.status, 200);
    assert.match(asked.html, /Confirm the subscription\?/);
    const confirmedAnswer = await fetchFresh(confirmLink.href, { method: 'POST', headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    const confirmed = { status: confirmedAnswer.status, html: await confirmedAnswer.text() };
    assert.equal(confirmed.status, 200, confirmed.html.slice(0, 300));
    assert.match(confirmed.html, /<html lang="en"/);
    assert.match(confirmed.html, /Subscription confirmed/);
    const counts = (await client.call('GET', '/newsletter/status')).counts;
    assert.equal(counts.confirmed, before.counts.confirmed + 2, JSON.stringify(counts));

    // RFC 8058: the mail client POSTs List-Unsubscribe=One-Click to the header's address.
    const oneClick = /^<([^>]+)>/.exec(rawHeader(mails.en, 'List-Unsubscribe'))[1];
    const left = await fetchFresh(oneClick, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    const leftPage = await left.text();
    assert.equal(left.status, 200, leftPage.slice(0, 300));
    assert.match(leftPage, /You are unsubscribed/);
    const afterwards = (await client.call('GET', '/newsletter/status')).counts;
    assert.deepEqual(afterwards, { ...counts, confirmed: counts.confirmed - 1, unsubscribed: counts.unsubscribed + 1 });
  });

  step('keeps albums, photos and uploaded files across docker compose down and up', async () => {
    const client = await adminClient();
    const png = await pngImage(64, 48, 30);
    const album = await client.call('POST', '/albums', { name: `Po reštarte ${run}`, description: null, coverImage: null, published: true });
    const photo = await client.uploadBytes('pred-restartom.png', 'image/png', png);
    await client.call('POST', '/gallery', { title: `Fotka ${run}`, description: null, albumId: album.id, type: 'photo', url: photo.path, thumbnail: null });
    const fileBefore = await fetchBytes(photo.path);
    assert.equal(fileBefore.status, 200);

    await timed('down', () => compose(engine, ['down'], { quiet: true }));
    assert.equal(docker(engine, ['ps', '-aq', '--filter', `label=com.docker.compose.project=${STACK.project}`], { quiet: true }).stdout.trim(), '');
    await timed('up again to healthy', async () => {
      compose(engine, ['up', '-d'], { quiet: true });
      await waitHealthy(engine);
      await waitGateway();
    });

    const albums = await getJson('/api/albums');
    assert.ok(albums.some((item) => item.id === album.id && item.name === album.name));
    const gallery = await getJson('/api/gallery');
    assert.equal(gallery.find((item) => item.title === `Fotka ${run}`)?.url, photo.path);
    const fileAfter = await fetchBytes(photo.path);
    assert.equal(fileAfter.status, 200);
    assert.ok(fileAfter.bytes.equals(fileBefore.bytes), 'the uploaded file is byte for byte the same');
    await adminClient();
  });

  step('backs up with the commands of docs/operations.md, wipes every volume, restores, and every album, photo and file is back in both languages', async () => {
    // One of each kind with English texts, beside what the journeys left.
    const client = await adminClient();
    const album = await client.call('POST', '/albums', { name: `Zálohovaný ${run}`, nameEn: `Backed up ${run}`, description: null, coverImage: null, published: true });
    const photo = await client.uploadBytes('zaloha.png', 'image/png', await pngImage(1200, 800, 200));
    await client.call('POST', '/gallery', { title: `Záloha ${run}`, titleEn: `Backup ${run}`, description: null, albumId: album.id, type: 'photo', url: photo.path, thumbnail: null });
    const pdf = await client.uploadBytes('prirucka.pdf', 'application/pdf', pdfDocument(`Príručka ${run}`));
    await client.call('POST', '/materials', { title: `Príručka ${run}`, titleEn: `Handbook ${run}`, description: 'Na stiahnutie', type: 'pdf', category: 'Fotografia', fileUrl: pdf.path });

    const saved = await publicContent();
    const item = saved.lists.gallery.find((entry) => entry.url === photo.path);
    assert.ok(item, 'the photo is listed');
    assert.ok(item.variants.length >= 2, `the photo has its variants (480 and 960 px): ${JSON.stringify(item.variants)}`);
    for (const variant of item.variants) assert.ok(saved.files[variant.webp] && saved.files[variant.jpg], `variant ${variant.width} is served`);
    assert.ok(saved.files[pdf.path], 'the material file is served');
    const failing = Object.entries(saved.files).filter(([, digest]) => digest.startsWith('HTTP'));
    assert.deepEqual(failing, [], 'every file the lists name is served before the backup');
    const subscribers = (await client.call('GET', '/newsletter/status')).counts;

    await timed('backup (docs/operations.md)', () => shell(engine, operationsCommands(STACK.siteDir, 'Back up (compose)')));
    const archives = readdirSync(STACK.siteDir).filter((name) => /^softskills-backup-[0-9TZ-]+\.tar\.gz$/.test(name));
    assert.equal(archives.length, 1, `one archive copied out of the container: ${archives.join(', ')}`);

    await timed('down -v, up again to healthy', async () => {
      compose(engine, ['down', '-v'], { quiet: true });
      const volumes = docker(engine, ['volume', 'ls', '-q', '--filter', `label=com.docker.compose.project=${STACK.project}`], { quiet: true }).stdout.trim();
      assert.equal(volumes, '', 'every volume is gone');
      compose(engine, ['up', '-d'], { quiet: true });
      await waitHealthy(engine);
      await waitGateway();
    });
    // An empty site now; its gallery page is rendered (and may be cached by the renderer) before the restore.
    assert.ok(!(await getJson('/api/albums')).some((entry) => entry.name === album.name), 'the wipe removed the album');
    assert.equal((await fetchBytes(photo.path)).status, 404, 'the wipe removed the photo');
    for (const path of ['/galeria', '/galeria?lang=en', '/materialy', '/materialy?lang=en']) assert.equal((await serverHtml(path)).status, 200);

    const restore = operationsCommands(STACK.siteDir, 'Restore (compose)').replace(/^archive=\S+/m, `archive=${archives[0]}`);
    assert.ok(restore.includes(`archive=${archives[0]}`), 'the restore commands take the archive as archive=');
    await timed('restore (docs/operations.md)', async () => {
      shell(engine, restore);
      await waitHealthy(engine);
      await waitGateway();
    });

    const restored = await publicContent();
    assert.deepEqual(restored.lists, saved.lists, 'the albums, photos and materials are those of the backup');
    assert.deepEqual(restored.files, saved.files, 'every file is back byte for byte');
    for (const language of ['sk', 'en']) await expectListedOnPages(restored.lists, language);
    assert.deepEqual((await client.call('GET', '/newsletter/status')).counts, subscribers, 'the newsletter subscriptions are back');
  });
});
