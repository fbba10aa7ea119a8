import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a contact message was resolved and a feedback approved (retention counts from
 * these). Rows resolved or approved before this migration count from the moment it runs, so no
 * record is erased earlier than the periods promise.
 */
export class RetentionTimes1764400000000 implements MigrationInterface {
  name = 'RetentionTimes1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `contact_messages` ADD `resolvedAt` datetime NULL');
    await queryRunner.query('ALTER TABLE `feedback` ADD `approvedAt` datetime NULL');
    await queryRunner.query('UPDATE `contact_messages` SET `resolvedAt` = UTC_TIMESTAMP() WHERE `resolved` = 1');
    await queryRunner.query('UPDATE `feedback` SET `approvedAt` = UTC_TIMESTAMP() WHERE `approved` = 1');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `feedback` DROP COLUMN `approvedAt`');
    await queryRunner.query('ALTER TABLE `contact_messages` DROP COLUMN `resolvedAt`');
  }
}
