import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mails to the administrator: when each message and feedback was mailed about, and her choice of
 * e-mails. What arrived before the upgrade counts as told, so the first pass sends nothing stale.
 */
export class AdminNotifications1769300000000 implements MigrationInterface {
  name = 'AdminNotifications1769300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `contact_messages` ADD `notifiedAt` datetime NULL');
    await queryRunner.query('UPDATE `contact_messages` SET `notifiedAt` = `createdAt`');
    await queryRunner.query('ALTER TABLE `feedback` ADD `notifiedAt` datetime NULL');
    await queryRunner.query('UPDATE `feedback` SET `notifiedAt` = `createdAt`');
    await queryRunner.query('CREATE TABLE `notification_settings` (`id` int NOT NULL, `newMessages` tinyint NOT NULL DEFAULT 1, `feedbackDigest` tinyint NOT NULL DEFAULT 1, PRIMARY KEY (`id`)) ENGINE=InnoDB');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `notification_settings`');
    await queryRunner.query('ALTER TABLE `feedback` DROP COLUMN `notifiedAt`');
    await queryRunner.query('ALTER TABLE `contact_messages` DROP COLUMN `notifiedAt`');
  }
}
