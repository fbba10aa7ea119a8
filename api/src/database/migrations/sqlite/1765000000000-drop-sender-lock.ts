import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The newsletter sender runs as an exclusive job on the replica lock: its own lease table goes. */
export class DropSenderLock1765000000000 implements MigrationInterface {
  name = 'DropSenderLock1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "newsletter_sender_lock"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "newsletter_sender_lock" ("id" integer PRIMARY KEY NOT NULL, "owner" varchar(64), "lockedUntil" datetime)`);
    await queryRunner.query(`INSERT INTO "newsletter_sender_lock" ("id", "owner", "lockedUntil") VALUES (1, NULL, NULL)`);
  }
}
