import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The record of answered access and erasure requests, without whom they were about. */
export class PrivacyRequests1764500000000 implements MigrationInterface {
  name = 'PrivacyRequests1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "privacy_requests" ("createdAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(20) NOT NULL, "records" integer NOT NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "privacy_requests"`);
  }
}
