import type { MigrationInterface, QueryRunner } from 'typeorm';

/** English beside the Slovak texts and the photos' alt texts, generated with schema-drift.ts on MariaDB. */
export class BilingualContent1764100000000 implements MigrationInterface {
  name = 'BilingualContent1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `albums` ADD `nameEn` varchar(200) NULL');
    await queryRunner.query('ALTER TABLE `albums` ADD `descriptionEn` text NULL');
    await queryRunner.query('ALTER TABLE `gallery_items` ADD `titleEn` varchar(200) NULL');
    await queryRunner.query('ALTER TABLE `gallery_items` ADD `descriptionEn` text NULL');
    await queryRunner.query('ALTER TABLE `gallery_items` ADD `alt` varchar(300) NULL');
    await queryRunner.query('ALTER TABLE `gallery_items` ADD `altEn` varchar(300) NULL');
    await queryRunner.query('ALTER TABLE `interactive_tools` ADD `titleEn` varchar(200) NULL');
    await queryRunner.query('ALTER TABLE `interactive_tools` ADD `descriptionEn` text NULL');
    await queryRunner.query('ALTER TABLE `materials` ADD `titleEn` varchar(200) NULL');
    await queryRunner.query('ALTER TABLE `materials` ADD `descriptionEn` text NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `materials` DROP COLUMN `descriptionEn`');
    await queryRunner.query('ALTER TABLE `materials` DROP COLUMN `titleEn`');
    await queryRunner.query('ALTER TABLE `interactive_tools` DROP COLUMN `descriptionEn`');
    await queryRunner.query('ALTER TABLE `interactive_tools` DROP COLUMN `titleEn`');
    await queryRunner.query('ALTER TABLE `gallery_items` DROP COLUMN `altEn`');
    await queryRunner.query('ALTER TABLE `gallery_items` DROP COLUMN `alt`');
    await queryRunner.query('ALTER TABLE `gallery_items` DROP COLUMN `descriptionEn`');
    await queryRunner.query('ALTER TABLE `gallery_items` DROP COLUMN `titleEn`');
    await queryRunner.query('ALTER TABLE `albums` DROP COLUMN `descriptionEn`');
    await queryRunner.query('ALTER TABLE `albums` DROP COLUMN `nameEn`');
  }
}
