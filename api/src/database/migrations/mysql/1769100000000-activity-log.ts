import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The activity log: logins, the administrator's changes, backups, mailings and erasure counts. */
export class ActivityLog1769100000000 implements MigrationInterface {
  name = 'ActivityLog1769100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `activity_log` (`id` int NOT NULL AUTO_INCREMENT, `at` datetime NOT NULL, `actor` varchar(100) NULL, `action` varchar(32) NOT NULL, `kind` varchar(32) NOT NULL, `itemId` varchar(100) NULL, `itemLabel` varchar(200) NULL, `changedFields` text NULL, `counts` text NULL, `clientAddress` varchar(64) NULL, INDEX `IDX_activity_log_at` (`at`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `activity_log`');
  }
}
