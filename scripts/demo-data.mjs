// npm run demo-data: fills a running site through its API with sample albums (generated pictures
// and a short video, with English texts and alt texts), materials, interactive tools, approved feedback in Slovak and English and
// one contact message, so a newcomer sees the site alive. Running it again adds nothing twice.
//
//   ADMIN_PASSWORD=... npm run demo-data -- --url http://localhost:8080 [--username admin]
// Options may also come from DEMO_URL, ADMIN_USERNAME and ADMIN_PASSWORD.
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { DEMO_ALBUMS, DEMO_CONTACT, DEMO_FEEDBACK, DEMO_MATERIALS, DEMO_TOOLS } from './demo/content.mjs';
import { demoPdf, demoPhoto, demoVideo } from './demo/images.mjs';
import { AdminApiClient } from './lib/admin-api-client.mjs';

// The workshop colours of spec section 3, from the domain's compiled constants (npm run build -w domain).
const { WORKSHOPS } = createRequire(import.meta.url)('@softskills/domain');
const WORKSHOP_COLORS = Object.fromEntries(WORKSHOPS.map((workshop) => [workshop.name.sk, workshop.color]));

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.DEMO_URL ?? 'http://localhost:8080' },
    username: { type: 'string', default: process.env.ADMIN_USERNAME ?? 'admin' },
    password: { type: 'string', default: process.env.ADMIN_PASSWORD },
  },
});

async function seedAlbums(site, report) {
  const existing = new Set((await site.call('GET', '/albums')).map((album) => album.name));
  let seed = 1;
  for (const album of DEMO_ALBUMS) {
    if (existing.has(album.name)) continue;
    const color = WORKSHOP_COLORS[album.workshop];
    const created = await site.call('POST', '/albums', { name: album.name, nameEn: album.nameEn, description: album.description, descriptionEn: album.descriptionEn, coverImage: null, published: true });
    for (const texts of album.photos) {
      const photo = await site.uploadBytes(`${texts.title}.jpg`, 'image/jpeg', await demoPhoto(color, (seed += 1)));
      await site.call('POST', '/gallery', { ...texts, description: null, albumId: created.id, type: 'photo', url: photo.path, thumbnail: null });
      report.photos += 1;
    }
    if (album.video) {
      const clip = await demoVideo({ color });
      if (clip) {
        const video = await site.uploadBytes(`${album.video.title}.webm`, 'video/webm', clip);
        const poster = await site.uploadBytes(`${album.video.title}.jpg`, 'image/jpeg', await demoPhoto(color, (seed += 1), 1280, 720));
        await site.call('POST', '/gallery', { ...album.video, albumId: created.id, type: 'video', url: video.path, thumbnail: poster.path });
        report.videos += 1;
      } else {
        console.warn('No Chromium found (CHROMIUM_PATH): the demo video is left out.');
      }
    }
    report.albums += 1;
  }
}

async function seedMaterials(site, report) {
  const existing = new Set((await site.call('GET', '/materials')).map((material) => material.title));
  for (const material of DEMO_MATERIALS.filter((item) => !existing.has(item.title))) {
    const file = material.type === 'infographic'
      ? await site.uploadBytes(`${material.title}.jpg`, 'image/jpeg', await demoPhoto(WORKSHOP_COLORS[material.category], 99, 1200, 1600))
      : await site.uploadBytes(`${material.title}.pdf`, 'application/pdf', demoPdf(material.title));
    await site.call('POST', '/materials', { ...material, fileUrl: file.path });
    report.materials += 1;
  }
}

async function seedTools(site, report) {
  const existing = new Set((await site.call('GET', '/interactive-tools')).map((tool) => tool.title));
  for (const tool of DEMO_TOOLS.filter((item) => !existing.has(item.title))) {
    await site.call('POST', '/interactive-tools', { embedUrl: null, ...tool });
    report.tools += 1;
  }
}

async function seedFeedback(site, report) {
  const existing = new Set((await site.call('GET', '/feedback')).map((item) => item.comment));
  for (const item of DEMO_FEEDBACK.filter((entry) => !existing.has(entry.comment))) {
    // Submitted like a visitor (stored unapproved), then approved like the administrator does.
    const token = site.token;
    site.token = null;
    const created = await site.call('POST', '/feedback', { ...item, approved: false });
    site.token = token;
    await site.call('PUT', `/feedback/${created.id}`, { approved: true });
    report.feedback += 1;
  }
}

async function seedContact(site, report) {
  const messages = await site.call('GET', '/contact');
  if (messages.some((message) => message.email === DEMO_CONTACT.email)) return;
  const token = site.token;
  site.token = null;
  await site.call('POST', '/contact', { ...DEMO_CONTACT, resolved: false });
  site.token = token;
  report.contact += 1;
}

async function main() {
  if (!values.password) {
    console.error('Give the administrator password: ADMIN_PASSWORD=... npm run demo-data -- --url <site>');
    process.exitCode = 2;
    return;
  }
  const site = new AdminApiClient(values.url);
  await site.login(values.username, values.password);
  const report = { albums: 0, photos: 0, videos: 0, materials: 0, tools: 0, feedback: 0, contact: 0 };
  await seedAlbums(site, report);
  await seedMaterials(site, report);
  await seedTools(site, report);
  await seedFeedback(site, report);
  await seedContact(site, report);
  console.log(`Demo content added to ${site.base}: ${Object.entries(report).map(([key, count]) => `${count} ${key}`).join(', ')}`);
}

main().catch((error) => {
  console.error(`demo-data failed: ${error.message}`);
  process.exitCode = 1;
});
