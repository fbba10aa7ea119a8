import { existsSync } from 'node:fs';
import { adminRequests } from './support/admin-api';
import { tinyPdf } from './support/fixtures';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

describe.each(TEST_DATABASES)('materials, download and interactive tools (%s)', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminRequests>>;
  const onDisk = (publicPath: string) => existsSync(t.diskPath(publicPath));

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await adminRequests(t);
  });
  afterAll(() => t.close());

  const materialBody = (fileUrl: string) => ({
    title: 'Príručka: Argumentácia v praxi',
    description: 'Základy argumentácie',
    type: 'pdf',
    category: 'Argumentácia',
    fileUrl,
    createdAt: '2001-01-01T00:00:00Z',
  });

  describe('materials', () => {
    it('creates and lists materials, newest first, with a server-set createdAt', async () => {
      const file = await admin.uploadBuffer(tinyPdf(), 'a.pdf');
      const created = await t.http().post('/api/materials').set(admin.auth).send(materialBody(file.path)).expect(201);
      expect(created.body).toMatchObject({ title: 'Príručka: Argumentácia v praxi', type: 'pdf', category: 'Argumentácia', fileUrl: file.path });
      expect(created.body.createdAt.startsWith('2001')).toBe(false);
      const list = await t.http().get('/api/materials').expect(200);
      expect(list.body[0].id).toBe(created.body.id);
    });

    it('refuses unknown types and categories, foreign URLs and files never uploaded', async () => {
      const file = await admin.uploadBuffer(tinyPdf(), 'a.pdf');
      for (const body of [
        { ...materialBody(file.path), type: 'ebook' },
        { ...materialBody(file.path), category: 'Všeobecné' },
        { ...materialBody(file.path), description: '' },
        materialBody('https://evil.example/file.pdf'),
        materialBody('/uploads/materials/never-uploaded.pdf'),
        materialBody('/etc/passwd'),
      ]) {
        const response = await t.http().post('/api/materials').set(admin.auth).send(body);
        expect([body.fileUrl, body.type, response.status]).toEqual([body.fileUrl, body.type, 400]);
      }
    });

    it('downloads as an attachment named after the title, diacritics kept (RFC 6266)', async () => {
      const file = await admin.uploadBuffer(tinyPdf(), 'x.pdf');
      await t.http().post('/api/materials').set(admin.auth).send({ ...materialBody(file.path), title: 'Metodika: Šťastné učenie' }).expect(201);
      const [folder, name] = file.path.split('/').slice(-2);
      const response = await t.http().get(`/api/download/${folder}/${name}`).expect(200);
      const disposition = String(response.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment;/);
      expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Metodika Šťastné učenie.pdf')}`);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('names the download by the English title for ?lang=en when there is one, else by the Slovak', async () => {
      const file = await admin.uploadBuffer(tinyPdf(), 'x.pdf');
      await t.http().post('/api/materials').set(admin.auth).send({ ...materialBody(file.path), title: 'Plán hodiny', titleEn: 'Lesson plan: "Listening"' }).expect(201);
      const [folder, name] = file.path.split('/').slice(-2);
      const dispositionOf = async (query: string) => String((await t.http().get(`/api/download/${folder}/${name}${query}`).expect(200)).headers['content-disposition']);
      expect(await dispositionOf('?lang=en')).toContain('filename="Lesson plan Listening.pdf"');
      expect(await dispositionOf('')).toContain(`filename*=UTF-8''${encodeURIComponent('Plán hodiny.pdf')}`);
      expect(await dispositionOf('?lang=xx')).toContain(`filename*=UTF-8''${encodeURIComponent('Plán hodiny.pdf')}`);

      const other = await admin.uploadBuffer(tinyPdf(), 'y.pdf');
      await t.http().post('/api/materials').set(admin.auth).send({ ...materialBody(other.path), title: 'Len po slovensky' }).expect(201);
      const [otherFolder, otherName] = other.path.split('/').slice(-2);
      const english = await t.http().get(`/api/download/${otherFolder}/${otherName}?lang=en`).expect(200);
      expect(String(english.headers['content-disposition'])).toContain('filename="Len po slovensky.pdf"');
    });

    it('never serves anything outside the uploads folder (encoded, double-encoded, absolute)', async () => {
      for (const path of [
        '/api/download/materials/..%2F..%2Fsoftskills.sqlite',
        '/api/download/materials/%2E%2E%2F%2E%2E%2Fjwt-secret',
        '/api/download/materials/%252e%252e%252fjwt-secret',
        '/api/download/materials/%2Fetc%2Fpasswd',
        '/api/download/materials/..',
        '/api/download/materials/.env',
        '/api/download/materials/a%00.pdf',
        '/api/download/..%2F..%2F/jwt-secret',
        '/api/download/%2Fetc/passwd',
        '/api/download/.incoming/x.part',
      ]) {
        const response = await t.http().get(path);
        expect([path, [400, 404].includes(response.status)]).toEqual([path, true]);
        expect(response.headers['content-disposition']).toBeUndefined();
      }
      await t.http().get('/api/download/materials/never-uploaded.pdf').expect(404);
    });

    it('deleting a material removes its file', async () => {
      const file = await admin.uploadBuffer(tinyPdf(), 'a.pdf');
      const created = await t.http().post('/api/materials').set(admin.auth).send(materialBody(file.path)).expect(201);
      await t.http().delete(`/api/materials/${created.body.id}`).set(admin.auth).expect(204);
      expect(onDisk(file.path)).toBe(false);
      await t.http().delete(`/api/materials/${created.body.id}`).set(admin.auth).expect(404);
    });
  });

  describe('interactive tools', () => {
    const tool = { title: 'Kvíz', description: 'Opakovanie', type: 'kahoot', workshop: 'Všeobecné', url: 'https://kahoot.it/challenge/1', embedUrl: null };

    it('creates (answering the created tool), lists and deletes tools', async () => {
      const created = await t.http().post('/api/interactive-tools').set(admin.auth).send({ ...tool, embedUrl: 'https://embed.example/1' }).expect(201);
      expect(created.body).toEqual({ ...tool, titleEn: null, descriptionEn: null, embedUrl: 'https://embed.example/1', id: expect.any(Number), createdAt: expect.any(String) });
      const list = await t.http().get('/api/interactive-tools').expect(200);
      expect(list.body[0].id).toBe(created.body.id);
      await t.http().delete(`/api/interactive-tools/${created.body.id}`).set(admin.auth).expect(204);
      await t.http().delete(`/api/interactive-tools/${created.body.id}`).set(admin.auth).expect(404);
    });

    it('accepts only http(s) URLs, an https embed and the listed types and workshops', async () => {
      const { embedUrl: _none, ...withoutEmbed } = tool;
      await t.http().post('/api/interactive-tools').set(admin.auth).send({ ...withoutEmbed, url: 'http://padlet.com/x' }).expect(201);
      for (const body of [
        { ...tool, url: 'javascript:alert(1)' },
        { ...tool, url: 'ftp://files.example/x' },
        { ...tool, url: 'kahoot.it/x' },
        { ...tool, embedUrl: 'javascript:alert(1)' },
        { ...tool, embedUrl: 'http://insecure.example/embed' },
        { ...tool, type: 'zoom' },
        { ...tool, workshop: 'Tanec' },
        { ...tool, title: '' },
      ]) {
        const response = await t.http().post('/api/interactive-tools').set(admin.auth).send(body);
        expect([JSON.stringify(body).slice(0, 90), response.status]).toEqual([JSON.stringify(body).slice(0, 90), 400]);
      }
    });
  });
});
