import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The shared content version behind the public response cache, generated with schema-drift.ts on SQLite. */
export class ContentVersion1764000000000 implements MigrationInterface {
  name = 'ContentVersion1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "content_version" ("id" integer PRIMARY KEY NOT NULL, "version" integer NOT NULL DEFAULT (0))`);
    await queryRunner.query(`INSERT INTO "content_version" ("id", "version") VALUES (1, 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "content_version"`);
  }
}
