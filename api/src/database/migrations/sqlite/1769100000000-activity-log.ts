import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The activity log: logins, the administrator's changes, backups, mailings and erasure counts. */
export class ActivityLog1769100000000 implements MigrationInterface {
  name = 'ActivityLog1769100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "activity_log" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "at" datetime NOT NULL, "actor" varchar(100), "action" varchar(32) NOT NULL, "kind" varchar(32) NOT NULL, "itemId" varchar(100), "itemLabel" varchar(200), "changedFields" text, "counts" text, "clientAddress" varchar(64))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_activity_log_at" ON "activity_log" ("at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_activity_log_at"`);
    await queryRunner.query(`DROP TABLE "activity_log"`);
  }
}
