import type { MigrationInterface, QueryRunner } from 'typeorm';

const NEW_COLUMNS: Array<[table: string, column: string, type: string]> = [
  ['albums', 'nameEn', 'varchar(200)'],
  ['albums', 'descriptionEn', 'text'],
  ['gallery_items', 'titleEn', 'varchar(200)'],
  ['gallery_items', 'descriptionEn', 'text'],
  ['gallery_items', 'alt', 'varchar(300)'],
  ['gallery_items', 'altEn', 'varchar(300)'],
  ['interactive_tools', 'titleEn', 'varchar(200)'],
  ['interactive_tools', 'descriptionEn', 'text'],
  ['materials', 'titleEn', 'varchar(200)'],
  ['materials', 'descriptionEn', 'text'],
];

/**
 * English beside the Slovak texts and the photos' alt texts. schema-drift.ts on SQLite
 * drafts a copy of each table; nullable columns are added in place instead, so `albums` is never
 * dropped under the gallery items' ON DELETE CASCADE key. The drift test proves the result matches.
 */
export class BilingualContent1764100000000 implements MigrationInterface {
  name = 'BilingualContent1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column, type] of NEW_COLUMNS) await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "${column}" ${type}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column] of [...NEW_COLUMNS].reverse()) await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "${column}"`);
  }
}
