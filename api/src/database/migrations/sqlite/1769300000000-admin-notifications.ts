import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mails to the administrator: when each message and feedback was mailed about, and her choice of
 * e-mails. What arrived before the upgrade counts as told, so the first pass sends nothing stale.
 */
export class AdminNotifications1769300000000 implements MigrationInterface {
  name = 'AdminNotifications1769300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_messages" ADD COLUMN "notifiedAt" datetime`);
    await queryRunner.query(`UPDATE "contact_messages" SET "notifiedAt" = "createdAt"`);
    await queryRunner.query(`ALTER TABLE "feedback" ADD COLUMN "notifiedAt" datetime`);
    await queryRunner.query(`UPDATE "feedback" SET "notifiedAt" = "createdAt"`);
    await queryRunner.query(`CREATE TABLE "notification_settings" ("id" integer PRIMARY KEY NOT NULL, "newMessages" boolean NOT NULL DEFAULT (1), "feedbackDigest" boolean NOT NULL DEFAULT (1))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "notification_settings"`);
    await queryRunner.query(`ALTER TABLE "feedback" DROP COLUMN "notifiedAt"`);
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP COLUMN "notifiedAt"`);
  }
}
