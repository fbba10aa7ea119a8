// Issue 26.6: materials and tools are one bilingual content item; the workshop column has one name.
// The migration that renames materials.category to workshop keeps every row and its workshop, on
// both dialects; the wire keeps the spec's `category` for materials (spec 7).
import { getDataSourceToken } from '@nestjs/typeorm';
import { MATERIAL_CATEGORIES } from 'shared-ui/domain';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../src/database/data-source';
import { adminRequests } from './support/admin-api';
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
    const executed = await old.query<Array<{ name: string }>>(`SELECT ${quote('name')} AS name FROM ${quote('migrations')} ORDER BY ${quote('id')} DESC`);
    expect(executed[0]?.name).toBe(RENAME);
    await old.undoLastMigration({ transaction: 'each' });
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
