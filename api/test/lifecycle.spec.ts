import { adminRequests } from './support/admin-api';
import { tinyPdf } from './support/fixtures';
import { TEST_ADMIN, TEST_DATABASES, startTestApp } from './support/test-app';

/** Captures what the application writes to stdout while `run` runs. */
async function captureStdout(run: () => Promise<void>): Promise<string> {
  const written: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return written.join('');
}

describe.each(TEST_DATABASES)('restart on the same DATA_DIR (%s)', (dialect) => {
  it('keeps every record and file, the administrator and the persisted JWT secret', async () => {
    const env = { JWT_SECRET: '' };
    const first = await startTestApp(dialect, { env });
    const admin = await adminRequests(first);
    const album = await admin.createAlbum('Pred reštartom');
    const photo = await admin.uploadPhoto(1000, 600);
    await admin.createItem({ title: 'Foto', albumId: album.id, type: 'photo', url: photo.path });
    const pdf = await admin.uploadBuffer(tinyPdf(), 'm.pdf');
    await first.http().post('/api/materials').set(admin.auth).send({ title: 'M', description: 'D', type: 'pdf', category: 'Marketing', fileUrl: pdf.path }).expect(201);
    await first.http().post('/api/interactive-tools').set(admin.auth).send({ title: 'T', description: 'D', type: 'miro', workshop: 'Marketing', url: 'https://miro.com/x' }).expect(201);
    const feedback = await first.http().post('/api/feedback').send({ name: 'N', workshop: 'Marketing', rating: 4, comment: 'Dobrý workshop pre všetkých' }).expect(201);
    await first.http().put(`/api/feedback/${feedback.body.id}`).set(admin.auth).send({ approved: true }).expect(200);
    await first.http().post('/api/contact').send({ name: 'N', email: 'n@example.sk', subject: 'Iné', message: 'Ahoj' }).expect(201);
    const paths = ['/api/albums', '/api/gallery', '/api/materials', '/api/interactive-tools', '/api/feedback', '/api/feedback/stats'];
    const before = await Promise.all(paths.map(async (path) => (await first.http().get(path).expect(200)).body));
    const contactBefore = (await first.http().get('/api/contact').set(admin.auth).expect(200)).body;
    await first.close({ keepData: true });

    const second = await startTestApp(dialect, { env, dataDir: first.dataDir });
    try {
      const after = await Promise.all(paths.map(async (path) => (await second.http().get(path).expect(200)).body));
      expect(after).toEqual(before);
      expect((await second.http().get('/api/contact').set(admin.auth).expect(200)).body).toEqual(contactBefore);
      for (const file of [photo.path, photo.variants[0].webp, pdf.path]) await second.http().get(file).expect(200);
      await second.http().post('/api/login').send(TEST_ADMIN).expect(200);
    } finally {
      await second.close();
    }
  });
});

describe('first start without ADMIN_PASSWORD', () => {
  it('prints a generated password once, and that password logs in', async () => {
    let dataDir = '';
    const firstOutput = await captureStdout(async () => {
      const first = await startTestApp('sqlite', { env: { ADMIN_PASSWORD: '', LOG_LEVEL: 'error' } });
      dataDir = first.dataDir;
      await first.close({ keepData: true });
    });
    const match = /generated password: (\S+)/.exec(firstOutput);
    expect(match).not.toBeNull();
    const password = match![1];
    expect(password.length).toBeGreaterThanOrEqual(16);
    let secondOutput = '';
    secondOutput = await captureStdout(async () => {
      const second = await startTestApp('sqlite', { env: { ADMIN_PASSWORD: '' }, dataDir });
      try {
        await second.http().post('/api/login').send({ username: 'admin', password }).expect(200);
      } finally {
        await second.close();
      }
    });
    expect(secondOutput).not.toContain('generated password');
  });
});
