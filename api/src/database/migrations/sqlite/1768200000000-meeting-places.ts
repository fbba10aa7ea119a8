import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isStorableDate, SAMPLE_SCHOOL } from '../meeting-places-upgrade';

/**
 * A meeting's place may be "none given" (null: the school, named from the site details when shown)
 * and has an English form. Meetings stored with the sample school's name (what "at the school"
 * used to be stored as) become "none given"; rows with a date no calendar has (year 10000, written
 * before dates were checked) go, as they cannot be shown or changed.
 */
export class MeetingPlaces1768200000000 implements MigrationInterface {
  name = 'MeetingPlaces1768200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_meetings_schedule"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_meetings" ("createdAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workshopId" integer NOT NULL, "date" varchar(10) NOT NULL, "startTime" varchar(5) NOT NULL, "endTime" varchar(5) NOT NULL, "place" varchar(200), "note" text, "noteEn" text, "state" varchar(10) NOT NULL, "uid" varchar(80) NOT NULL, "sequence" integer NOT NULL, "updatedAt" datetime NOT NULL, "placeEn" varchar(200))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_meetings"("createdAt", "id", "workshopId", "date", "startTime", "endTime", "place", "note", "noteEn", "state", "uid", "sequence", "updatedAt") SELECT "createdAt", "id", "workshopId", "date", "startTime", "endTime", "place", "note", "noteEn", "state", "uid", "sequence", "updatedAt" FROM "meetings"`,
    );
    await queryRunner.query(`DROP TABLE "meetings"`);
    await queryRunner.query(`ALTER TABLE "temporary_meetings" RENAME TO "meetings"`);
    await queryRunner.query(`CREATE INDEX "IDX_meetings_schedule" ON "meetings" ("date", "startTime") `);
    await queryRunner.query(`UPDATE "meetings" SET "place" = NULL WHERE "place" = ?`, [SAMPLE_SCHOOL]);
    const rows = (await queryRunner.query(`SELECT "id", "date" FROM "meetings"`)) as Array<{ id: number; date: string }>;
    for (const { id } of rows.filter((row) => !isStorableDate(row.date))) await queryRunner.query(`DELETE FROM "meetings" WHERE "id" = ?`, [id]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "meetings" SET "place" = ? WHERE "place" IS NULL`, [SAMPLE_SCHOOL]);
    await queryRunner.query(`DROP INDEX "IDX_meetings_schedule"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_meetings" ("createdAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "workshopId" integer NOT NULL, "date" varchar(10) NOT NULL, "startTime" varchar(5) NOT NULL, "endTime" varchar(5) NOT NULL, "place" varchar(200) NOT NULL, "note" text, "noteEn" text, "state" varchar(10) NOT NULL, "uid" varchar(80) NOT NULL, "sequence" integer NOT NULL, "updatedAt" datetime NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_meetings"("createdAt", "id", "workshopId", "date", "startTime", "endTime", "place", "note", "noteEn", "state", "uid", "sequence", "updatedAt") SELECT "createdAt", "id", "workshopId", "date", "startTime", "endTime", "place", "note", "noteEn", "state", "uid", "sequence", "updatedAt" FROM "meetings"`,
    );
    await queryRunner.query(`DROP TABLE "meetings"`);
    await queryRunner.query(`ALTER TABLE "temporary_meetings" RENAME TO "meetings"`);
    await queryRunner.query(`CREATE INDEX "IDX_meetings_schedule" ON "meetings" ("date", "startTime") `);
  }
}
