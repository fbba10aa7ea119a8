import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The trash: a batch per delete, the rows it removed, kept until the purge or a restore. */
export class Trash1769000000000 implements MigrationInterface {
  name = 'Trash1769000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "trash_batches" ("createdAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(20) NOT NULL, "label" varchar(300) NOT NULL, "contents" text NOT NULL, "files" text NOT NULL, "purgeAfter" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_trash_batches_purge" ON "trash_batches" ("purgeAfter") `);
    await queryRunner.query(
      `CREATE TABLE "trash_rows" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "batchId" integer NOT NULL, "tableName" varchar(60) NOT NULL, "sequence" integer NOT NULL, "data" text NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_trash_rows_batch" ON "trash_rows" ("batchId") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_trash_rows_batch"`);
    await queryRunner.query(`DROP TABLE "trash_rows"`);
    await queryRunner.query(`DROP INDEX "IDX_trash_batches_purge"`);
    await queryRunner.query(`DROP TABLE "trash_batches"`);
  }
}
