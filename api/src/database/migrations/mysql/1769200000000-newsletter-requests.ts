import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The confirmation outbox: subscribe requests waiting for their mail (subscribe-request.entity.ts). */
export class NewsletterRequests1769200000000 implements MigrationInterface {
  name = 'NewsletterRequests1769200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `newsletter_requests` (`id` int NOT NULL AUTO_INCREMENT, `email` varchar(254) NOT NULL, `language` varchar(2) NOT NULL, `consentVersion` int NOT NULL, `ip` varchar(45) NULL, `attempts` int NOT NULL DEFAULT '0', `nextAttemptAt` datetime NOT NULL, INDEX `IDX_newsletter_requests_due` (`nextAttemptAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `newsletter_requests`');
  }
}
