import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The site's details the administrator saves in Settings (over the operator's file). */
export class SiteSettings1768100000000 implements MigrationInterface {
  name = 'SiteSettings1768100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE `site_settings` (`id` int NOT NULL, `details` text NOT NULL, `savedAt` datetime NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `site_settings`');
  }
}
