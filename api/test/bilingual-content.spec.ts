// Optional English beside the Slovak texts, alt texts for photos, and the partial
// updates that let the administrator write them later. Existing clients (spec 7 bodies) keep working.
import { openDatabase } from '../src/database/data-source';
import { adminRequests } from './support/admin-api';
import { tinyPdf } from './support/fixtures';
import { undoMigrationsThrough } from './support/migrations';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

const ENGLISH_OF_ALBUM = { nameEn: null, descriptionEn: null };
const ENGLISH_OF_TEXTS = { titleEn: null, descriptionEn: null };
/** the migration (the same name on both dialects). */
const BILINGUAL_CONTENT = 'BilingualContent1764100000000';

describe.each(TEST_DATABASES)('bilingual content and alt text (%s)', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminRequests>>;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await adminRequests(t);
  });
  afterAll(() => t.close());

  describe('albums', () => {
    it('stores and returns the English name and description beside the Slovak ones', async () => {
      const created = await t.http().post('/api/albums').set(admin.auth)
        .send({ name: 'Jeseň', description: 'Opis', nameEn: '  Autumn ', descriptionEn: 'Description', coverImage: null, published: true }).expect(201);
      expect(created.body).toMatchObject({ name: 'Jeseň', description: 'Opis', nameEn: 'Autumn', descriptionEn: 'Description' });
      const listed = (await t.http().get('/api/albums').expect(200)).body.find((album: { id: number }) => album.id === created.body.id);
      expect(listed).toMatchObject({ nameEn: 'Autumn', descriptionEn: 'Description' });
    });

    it('answers null English fields to a spec body, and a PUT without them keeps the English ones', async () => {
      const plain = await admin.createAlbum('Len po slovensky');
      expect(plain).toMatchObject(ENGLISH_OF_ALBUM);
      const album = (await t.http().post('/api/albums').set(admin.auth).send({ name: 'Zima', description: null, nameEn: 'Winter', coverImage: null }).expect(201)).body;
      const renamed = await t.http().put(`/api/albums/${album.id}`).set(admin.auth).send({ name: 'Zima 2025', description: null, coverImage: null }).expect(200);
      expect(renamed.body).toMatchObject({ name: 'Zima 2025', nameEn: 'Winter' });
      const cleared = await t.http().put(`/api/albums/${album.id}`).set(admin.auth).send({ name: 'Zima 2025', description: null, nameEn: '  ', coverImage: null }).expect(200);
      expect(cleared.body).toMatchObject({ nameEn: null });
    });

    it('refuses an English name longer than the Slovak limit, naming the field', async () => {
      const response = await t.http().post('/api/albums').set(admin.auth).send({ name: 'A', description: null, nameEn: 'x'.repeat(201), coverImage: null }).expect(400);
      expect(JSON.stringify(response.body.message)).toMatch(/nameEn/);
    });
  });

  describe('gallery items', () => {
    it('stores the English title and description and the alt text in both languages', async () => {
      const album = await admin.createAlbum('Alt');
      const photo = await admin.uploadPhoto(800, 600);
      const item = await admin.createItem({
        albumId: album.id, type: 'photo', url: photo.path, title: 'Workshop 3, deň 2', titleEn: 'Workshop 3, day 2',
        descriptionEn: 'Second day', alt: 'Študenti pri tabuli', altEn: 'Students at the whiteboard',
      });
      expect(item).toMatchObject({ titleEn: 'Workshop 3, day 2', descriptionEn: 'Second day', alt: 'Študenti pri tabuli', altEn: 'Students at the whiteboard' });
      const listed = (await t.http().get(`/api/gallery?albumId=${album.id}`).expect(200)).body;
      expect(listed).toEqual([expect.objectContaining({ id: item.id, alt: 'Študenti pri tabuli', altEn: 'Students at the whiteboard' })]);
    });

    it('lets the alt text and English be written after the upload, changing only what is sent', async () => {
      const album = await admin.createAlbum('Neskôr');
      const photo = await admin.uploadPhoto(800, 600);
      const item = await admin.createItem({ albumId: album.id, type: 'photo', url: photo.path, title: 'Bez popisu', description: 'Opis' });
      expect(item).toMatchObject({ ...ENGLISH_OF_TEXTS, alt: null, altEn: null });
      const patched = await t.http().patch(`/api/gallery/${item.id}`).set(admin.auth).send({ alt: 'Dievča s fotoaparátom', altEn: 'A girl with a camera' }).expect(200);
      expect(patched.body).toMatchObject({ title: 'Bez popisu', description: 'Opis', alt: 'Dievča s fotoaparátom', altEn: 'A girl with a camera', url: photo.path });
      const cleared = await t.http().patch(`/api/gallery/${item.id}`).set(admin.auth).send({ altEn: '', titleEn: 'No description' }).expect(200);
      expect(cleared.body).toMatchObject({ alt: 'Dievča s fotoaparátom', altEn: null, titleEn: 'No description' });
      const listed = (await t.http().get(`/api/gallery?albumId=${album.id}`).expect(200)).body;
      expect(listed[0]).toMatchObject({ alt: 'Dievča s fotoaparátom', altEn: null, titleEn: 'No description' });
    });

    it('refuses a blank title or an overlong alt text, an unknown item, and a request without the token', async () => {
      const album = await admin.createAlbum('Chyby');
      const photo = await admin.uploadPhoto(800, 600);
      const item = await admin.createItem({ albumId: album.id, type: 'photo', url: photo.path, title: 'Titul' });
      await t.http().patch(`/api/gallery/${item.id}`).set(admin.auth).send({ title: '  ' }).expect(400);
      const tooLong = await t.http().patch(`/api/gallery/${item.id}`).set(admin.auth).send({ alt: 'x'.repeat(301) }).expect(400);
      expect(JSON.stringify(tooLong.body.message)).toMatch(/alt/);
      await t.http().patch('/api/gallery/999999').set(admin.auth).send({ alt: 'A' }).expect(404);
      await t.http().patch(`/api/gallery/${item.id}`).send({ alt: 'A' }).expect(401);
      const unchanged = (await t.http().get(`/api/gallery?albumId=${album.id}`).expect(200)).body[0];
      expect(unchanged).toMatchObject({ title: 'Titul', alt: null });
    });
  });

  describe('materials and interactive tools', () => {
    it('stores English beside a material and lets it be changed later; a spec body gets null English', async () => {
      const file = await admin.uploadBuffer(tinyPdf(), 'm.pdf');
      const body = { title: 'Príručka', description: 'Opis príručky', type: 'pdf', category: 'Marketing', fileUrl: file.path };
      const plain = (await t.http().post('/api/materials').set(admin.auth).send(body).expect(201)).body;
      expect(plain).toMatchObject(ENGLISH_OF_TEXTS);
      const english = (await t.http().post('/api/materials').set(admin.auth).send({ ...body, titleEn: 'Handbook', descriptionEn: 'About the handbook' }).expect(201)).body;
      expect(english).toMatchObject({ title: 'Príručka', titleEn: 'Handbook', descriptionEn: 'About the handbook' });
      const patched = await t.http().patch(`/api/materials/${plain.id}`).set(admin.auth).send({ titleEn: 'Guide' }).expect(200);
      expect(patched.body).toMatchObject({ title: 'Príručka', description: 'Opis príručky', titleEn: 'Guide', descriptionEn: null });
      await t.http().patch(`/api/materials/${plain.id}`).set(admin.auth).send({ description: '' }).expect(400);
      const listed = (await t.http().get('/api/materials').expect(200)).body.find((material: { id: number }) => material.id === plain.id);
      expect(listed).toMatchObject({ titleEn: 'Guide', description: 'Opis príručky' });
    });

    it('stores English beside an interactive tool and lets it be changed later', async () => {
      const body = { title: 'Kvíz', description: 'Opis kvízu', type: 'kahoot', workshop: 'Marketing', url: 'https://kahoot.it/x' };
      const plain = (await t.http().post('/api/interactive-tools').set(admin.auth).send(body).expect(201)).body;
      expect(plain).toMatchObject(ENGLISH_OF_TEXTS);
      const english = (await t.http().post('/api/interactive-tools').set(admin.auth).send({ ...body, titleEn: 'Quiz', descriptionEn: 'About the quiz' }).expect(201)).body;
      expect(english).toMatchObject({ titleEn: 'Quiz', descriptionEn: 'About the quiz' });
      const patched = await t.http().patch(`/api/interactive-tools/${english.id}`).set(admin.auth).send({ descriptionEn: null, title: 'Kvíz 2' }).expect(200);
      expect(patched.body).toMatchObject({ title: 'Kvíz 2', description: 'Opis kvízu', titleEn: 'Quiz', descriptionEn: null });
      await t.http().patch(`/api/interactive-tools/${english.id}`).set(admin.auth).send({ titleEn: 'x'.repeat(201) }).expect(400);
      await t.http().patch('/api/interactive-tools/999999').set(admin.auth).send({ titleEn: 'Q' }).expect(404);
    });
  });
});

describe.each(TEST_DATABASES)('upgrading a database to bilingual content (%s)', (dialect) => {
  it('keeps every existing album, item, material and tool, with empty English and alt texts', async () => {
    const first = await startTestApp(dialect);
    const admin = await adminRequests(first);
    const album = await admin.createAlbum('Pred aktualizáciou');
    const photo = await admin.uploadPhoto(800, 600);
    await admin.createItem({ albumId: album.id, type: 'photo', url: photo.path, title: 'Stará fotka' });
    const pdf = await admin.uploadBuffer(tinyPdf(), 'm.pdf');
    await first.http().post('/api/materials').set(admin.auth).send({ title: 'M', description: 'D', type: 'pdf', category: 'Marketing', fileUrl: pdf.path }).expect(201);
    await first.http().post('/api/interactive-tools').set(admin.auth).send({ title: 'T', description: 'D', type: 'miro', workshop: 'Marketing', url: 'https://miro.com/x' }).expect(201);
    await first.close({ keepData: true });

    // Back to the schema before the English texts: their down migration, after those of every later one (newest
    // first); then the new version starts on it and runs the migration again, and those after it.
    const old = await openDatabase(first.config);
    const undone = await undoMigrationsThrough(old, BILINGUAL_CONTENT);
    expect(undone.at(-1)).toBe(BILINGUAL_CONTENT);
    const quote = (name: string) => old.driver.escape(name);
    expect(await old.query(`SELECT ${quote('name')} FROM ${quote('albums')}`)).toEqual([{ name: 'Pred aktualizáciou' }]);
    await expect(old.query(`SELECT ${quote('nameEn')} FROM ${quote('albums')}`)).rejects.toThrow();
    await old.destroy();

    const upgraded = await startTestApp(dialect, { dataDir: first.dataDir });
    try {
      const [albums, items, materials, tools] = await Promise.all(
        ['/api/albums', '/api/gallery', '/api/materials', '/api/interactive-tools'].map(async (path) => (await upgraded.http().get(path).expect(200)).body),
      );
      expect(albums).toEqual([expect.objectContaining({ name: 'Pred aktualizáciou', itemCount: 1, ...ENGLISH_OF_ALBUM })]);
      expect(items).toEqual([expect.objectContaining({ title: 'Stará fotka', albumId: album.id, alt: null, altEn: null, ...ENGLISH_OF_TEXTS })]);
      expect(materials).toEqual([expect.objectContaining({ title: 'M', ...ENGLISH_OF_TEXTS })]);
      expect(tools).toEqual([expect.objectContaining({ title: 'T', ...ENGLISH_OF_TEXTS })]);
    } finally {
      await upgraded.close();
    }
  });
});
