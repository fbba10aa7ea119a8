import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Address hashes keyed with DATA_HASH_SECRET instead of JWT_SECRET. The columns record which secret
 * keyed the stored hashes; the API re-keys them at its next start (NewsletterKeyStore), since only
 * it knows the secrets.
 */
export class DataHashSecret1768000000000 implements MigrationInterface {
  name = 'DataHashSecret1768000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_keys" ADD COLUMN "addressKeyCheck" varchar(64)`);
    await queryRunner.query(`ALTER TABLE "newsletter_keys" ADD COLUMN "legacyAddressKeyCheck" varchar(64)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_keys" DROP COLUMN "legacyAddressKeyCheck"`);
    await queryRunner.query(`ALTER TABLE "newsletter_keys" DROP COLUMN "addressKeyCheck"`);
  }
}
