import type { MigrationInterface, QueryRunner } from 'typeorm';
import { seedPageTexts } from '../page-texts-seeding';

/** The public pages' texts move from the remotes' code into the database, seeded with what the pages said. */
export class PageTexts1765100000000 implements MigrationInterface {
  name = 'PageTexts1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "page_texts" ("page" varchar(32) PRIMARY KEY NOT NULL, "published" json NOT NULL, "publishedAt" datetime NOT NULL, "publishedBy" varchar(100), "draft" json, "draftSavedAt" datetime, "draftRestoredFrom" integer)`,
    );
    await queryRunner.query(
      `CREATE TABLE "page_text_revisions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "page" varchar(32) NOT NULL, "number" integer NOT NULL, "content" json NOT NULL, "publishedAt" datetime NOT NULL, "publishedBy" varchar(100), "changedFields" json NOT NULL, "restoredFrom" integer)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_page_text_revisions_page_number" ON "page_text_revisions" ("page", "number") `);
    await seedPageTexts(queryRunner, (name) => `"${name}"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_page_text_revisions_page_number"`);
    await queryRunner.query(`DROP TABLE "page_text_revisions"`);
    await queryRunner.query(`DROP TABLE "page_texts"`);
  }
}
