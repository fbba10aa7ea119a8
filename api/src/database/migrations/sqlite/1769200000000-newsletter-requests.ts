import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The confirmation outbox: subscribe requests waiting for their mail (subscribe-request.entity.ts). */
export class NewsletterRequests1769200000000 implements MigrationInterface {
  name = 'NewsletterRequests1769200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "newsletter_requests" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "email" varchar(254) NOT NULL, "language" varchar(2) NOT NULL, "consentVersion" integer NOT NULL, "ip" varchar(45), "attempts" integer NOT NULL DEFAULT (0), "nextAttemptAt" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_newsletter_requests_due" ON "newsletter_requests" ("nextAttemptAt") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_newsletter_requests_due"`);
    await queryRunner.query(`DROP TABLE "newsletter_requests"`);
  }
}
