import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The newsletter: subscribers, mailings, the delivery outbox and the sender's lock; generated with schema-drift.ts on SQLite. */
export class Newsletter1764300000000 implements MigrationInterface {
  name = 'Newsletter1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "newsletter_subscribers" ("createdAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "email" varchar(254), "emailKey" varchar(64) NOT NULL, "state" varchar(16) NOT NULL, "language" varchar(2) NOT NULL, "requestedAt" datetime NOT NULL, "tokenHash" varchar(64), "tokenExpiresAt" datetime, "confirmMailAt" datetime, "unsubscribeSalt" varchar(32) NOT NULL, "confirmedAt" datetime, "unsubscribedAt" datetime, "consentAt" datetime, "consentLanguage" varchar(2), "consentVersion" integer, "consentIp" varchar(45), "requestedConsentVersion" integer)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_newsletter_subscribers_email_key" ON "newsletter_subscribers" ("emailKey") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_newsletter_subscribers_token" ON "newsletter_subscribers" ("tokenHash") `);
    await queryRunner.query(`CREATE TABLE "newsletter_mailings" ("createdAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "subjectSk" varchar(200) NOT NULL, "bodySk" text NOT NULL, "subjectEn" varchar(200), "bodyEn" text, "state" varchar(16) NOT NULL, "startedAt" datetime, "finishedAt" datetime)`);
    await queryRunner.query(`CREATE TABLE "newsletter_deliveries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "mailingId" integer NOT NULL, "subscriberId" integer NOT NULL, "state" varchar(16) NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "nextAttemptAt" datetime NOT NULL, "lastError" varchar(500), "sentAt" datetime)`);
    await queryRunner.query(`CREATE INDEX "IDX_newsletter_deliveries_due" ON "newsletter_deliveries" ("state", "nextAttemptAt") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_newsletter_deliveries_mailing_subscriber" ON "newsletter_deliveries" ("mailingId", "subscriberId") `);
    await queryRunner.query(`CREATE TABLE "newsletter_sender_lock" ("id" integer PRIMARY KEY NOT NULL, "owner" varchar(64), "lockedUntil" datetime)`);
    await queryRunner.query(`INSERT INTO "newsletter_sender_lock" ("id", "owner", "lockedUntil") VALUES (1, NULL, NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "newsletter_sender_lock"`);
    await queryRunner.query(`DROP TABLE "newsletter_deliveries"`);
    await queryRunner.query(`DROP TABLE "newsletter_mailings"`);
    await queryRunner.query(`DROP TABLE "newsletter_subscribers"`);
  }
}
