// Materials and tools are one bilingual content item; the workshop column has one name.
// The migration that renames materials.category to workshop keeps every row and its workshop, on
// both dialects; the wire keeps the spec's `category` for materials (spec 7).
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDataSourceToken } from '@nestjs/typeorm';
import { create as createTar, extract as extractTar } from 'tar';
import { MATERIAL_CATEGORIES } from '@softskills/domain';
import type { DataSource } from 'typeorm';
import type { Manifest } from '../src/backup/archive-format';
import { restoreBackup } from '../src/backup/backup-restorer';
import { openDatabase } from '../src/database/data-source';
import { adminRequests } from './support/admin-api';
import { undoMigrationsThrough } from './support/migrations';
import { tinyPdf } from './support/fixtures';
import { TEST_DATABASES, startTestApp } from './support/test-app';

const RENAME = 'MaterialWorkshop1764800000000';

describe.each(TEST_DATABASES)('one name for the workshop of materials (%s)', (dialect) => {
  const quote = (name: string) => (dialect === 'sqlite' ? `"${name}"` : `\`${name}\``);

  it('renames materials.category to workshop and keeps every row written under the old schema', async () => {
    const first = await startTestApp(dialect);
    const admin = await adminRequests(first);
    const pdf = await admin.uploadBuffer(tinyPdf(), 'm.pdf');
    await first.http().post('/api/materials').set(admin.auth)
      .send({ title: 'Pred migráciou', description: 'D', type: 'pdf', category: 'Fotografia', fileUrl: pdf.path }).expect(201);
    await first.close({ keepData: true });

    // Back to the schema before the rename (its down migration); rows written there use `category`.
    const old = await openDatabase(first.config);
    expect((await undoMigrationsThrough(old, RENAME)).at(-1)).toBe(RENAME);
    const columns = ['createdAt', 'title', 'description', 'type', 'category', 'fileUrl'].map(quote).join(', ');
    for (const [index, workshop] of MATERIAL_CATEGORIES.entries()) {
      await old.query(`INSERT INTO ${quote('materials')} (${columns}) VALUES (?, ?, ?, ?, ?, ?)`, [
        `2026-01-0${index + 1} 10:00:00`, `Starý ${index}`, 'Opis', 'metodika', workshop, pdf.path,
      ]);
    }
    expect(await old.query(`SELECT COUNT(*) AS n FROM ${quote('materials')}`)).toEqual([{ n: dialect === 'sqlite' ? 7 : '7' }]);
    await old.destroy();

    const upgraded = await startTestApp(dialect, { dataDir: first.dataDir });
    try {
      const listed = (await upgraded.http().get('/api/materials').expect(200)).body as Array<{ title: string; category: string }>;
      expect(listed.map(({ title, category }) => [title, category]).sort()).toEqual(
        [['Pred migráciou', 'Fotografia'], ...MATERIAL_CATEGORIES.map((workshop, index) => [`Starý ${index}`, workshop])].sort(),
      );
      expect(listed.every((material) => !('workshop' in material))).toBe(true);
      const stored = await upgraded.app.get<DataSource>(getDataSourceToken()).query(
        `SELECT ${quote('workshop')} AS workshop FROM ${quote('materials')} WHERE ${quote('title')} = ?`, ['Pred migráciou'],
      );
      expect(stored).toEqual([{ workshop: 'Fotografia' }]);
    } finally {
      await upgraded.close();
    }
  });
});

/** The fixture archive (made before the rename: materials.category) with one material added to it. */
async function archiveWithOldMaterial(): Promise<{ archive: string; dispose: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'softskills-old-archive-'));
  const content = join(dir, 'content');
  await extractTar({ file: join(__dirname, 'fixtures', 'backup-main-2026-11-26.tar.gz'), cwd: dir, strict: true });
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const table = manifest.tables.find((entry) => entry.name === 'materials');
  expect(table?.columns.map((column) => column.name)).toContain('category');
  const row = { createdAt: '2026-11-20T10:00:00.000Z', id: 3, title: 'Metodika z archívu', description: 'Opis', titleEn: null, descriptionEn: null, type: 'metodika', category: 'Facilitácia', fileUrl: '/uploads/materials/stary.pdf' };
  const lines = `${JSON.stringify(row)}\n`;
  await writeFile(join(dir, table!.file), lines);
  table!.rows = 1;
  const file = manifest.files.find((entry) => entry.path === table!.file)!;
  file.size = Buffer.byteLength(lines);
  file.sha256 = createHash('sha256').update(lines).digest('hex');
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest));
  const archive = `${content}.tar.gz`;
  await createTar({ gzip: true, file: archive, cwd: dir }, ['manifest.json', 'database', 'files']);
  return { archive, dispose: () => rm(dir, { recursive: true, force: true }) };
}

describe.each(TEST_DATABASES)('a backup made before the rename, restored on %s', (dialect) => {
  it('brings back its materials with their workshop', async () => {
    const { archive, dispose } = await archiveWithOldMaterial();
    const t = await startTestApp(dialect);
    try {
      await restoreBackup(t.config, archive);
      const materials = (await t.http().get('/api/materials').expect(200)).body as Array<Record<string, unknown>>;
      expect(materials).toEqual([expect.objectContaining({ id: 3, title: 'Metodika z archívu', category: 'Facilitácia' })]);
    } finally {
      await t.close();
      await dispose();
    }
  });
});
