import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The newsletter: subscribers, mailings, the delivery outbox and the sender's lock; generated with schema-drift.ts on MariaDB. */
export class Newsletter1764300000000 implements MigrationInterface {
  name = 'Newsletter1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE `newsletter_subscribers` (`createdAt` datetime NOT NULL, `id` int NOT NULL AUTO_INCREMENT, `email` varchar(254) NULL, `emailKey` varchar(64) NOT NULL, `state` varchar(16) NOT NULL, `language` varchar(2) NOT NULL, `requestedAt` datetime NOT NULL, `tokenHash` varchar(64) NULL, `tokenExpiresAt` datetime NULL, `confirmMailAt` datetime NULL, `unsubscribeSalt` varchar(32) NOT NULL, `confirmedAt` datetime NULL, `unsubscribedAt` datetime NULL, `consentAt` datetime NULL, `consentLanguage` varchar(2) NULL, `consentVersion` int NULL, `consentIp` varchar(45) NULL, `requestedConsentVersion` int NULL, UNIQUE INDEX `UQ_newsletter_subscribers_email_key` (`emailKey`), UNIQUE INDEX `IDX_newsletter_subscribers_token` (`tokenHash`), PRIMARY KEY (`id`)) ENGINE=InnoDB');
    await queryRunner.query('CREATE TABLE `newsletter_mailings` (`createdAt` datetime NOT NULL, `id` int NOT NULL AUTO_INCREMENT, `subjectSk` varchar(200) NOT NULL, `bodySk` text NOT NULL, `subjectEn` varchar(200) NULL, `bodyEn` text NULL, `state` varchar(16) NOT NULL, `startedAt` datetime NULL, `finishedAt` datetime NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB');
    await queryRunner.query('CREATE TABLE `newsletter_deliveries` (`id` int NOT NULL AUTO_INCREMENT, `mailingId` int NOT NULL, `subscriberId` int NOT NULL, `state` varchar(16) NOT NULL, `attempts` int NOT NULL DEFAULT \'0\', `nextAttemptAt` datetime NOT NULL, `lastError` varchar(500) NULL, `sentAt` datetime NULL, INDEX `IDX_newsletter_deliveries_due` (`state`, `nextAttemptAt`), UNIQUE INDEX `UQ_newsletter_deliveries_mailing_subscriber` (`mailingId`, `subscriberId`), PRIMARY KEY (`id`)) ENGINE=InnoDB');
    await queryRunner.query('CREATE TABLE `newsletter_sender_lock` (`id` int NOT NULL, `owner` varchar(64) NULL, `lockedUntil` datetime NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB');
    await queryRunner.query('INSERT INTO `newsletter_sender_lock` (`id`, `owner`, `lockedUntil`) VALUES (1, NULL, NULL)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `newsletter_sender_lock`');
    await queryRunner.query('DROP TABLE `newsletter_deliveries`');
    await queryRunner.query('DROP TABLE `newsletter_mailings`');
    await queryRunner.query('DROP TABLE `newsletter_subscribers`');
  }
}
