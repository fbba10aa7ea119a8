import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Workshop meetings, generated with schema-drift.ts on SQLite. */
export class Meetings1764200000000 implements MigrationInterface {
  name = 'Meetings1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "meetings" ("createdAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workshopId" integer NOT NULL, "date" varchar(10) NOT NULL, "startTime" varchar(5) NOT NULL, "endTime" varchar(5) NOT NULL, "place" varchar(200) NOT NULL, "note" text, "noteEn" text, "state" varchar(10) NOT NULL, "uid" varchar(80) NOT NULL, "sequence" integer NOT NULL, "updatedAt" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_meetings_schedule" ON "meetings" ("date", "startTime") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_meetings_schedule"`);
    await queryRunner.query(`DROP TABLE "meetings"`);
  }
}
