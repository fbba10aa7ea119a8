import { randomBytes } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Unsubscribe links are signed with a random key kept here instead of JWT_SECRET. Existing
 * subscribers need nothing new: every later mail carries a link signed with this key, and links
 * already sent keep working while JWT_SECRET stays the same (they are checked against both).
 */
export class NewsletterKeys1764650000000 implements MigrationInterface {
  name = 'NewsletterKeys1764650000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "newsletter_keys" ("id" integer PRIMARY KEY NOT NULL, "unsubscribeKey" varchar(64) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "newsletter_keys" ("id", "unsubscribeKey") VALUES (1, ?)`, [randomBytes(32).toString('hex')]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "newsletter_keys"`);
  }
}
