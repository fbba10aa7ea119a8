import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reach: daily aggregates of page views and downloads, and of unique visitors; the day's salt and
 * visitor hashes, which live only for their day.
 */
export class Reach1767000000000 implements MigrationInterface {
  name = 'Reach1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "reach_views" ("day" varchar(10) NOT NULL, "kind" varchar(8) NOT NULL, "address" varchar(255) NOT NULL, "language" varchar(2) NOT NULL, "referrer" varchar(255) NOT NULL, "hits" integer NOT NULL, PRIMARY KEY ("day", "kind", "address", "language", "referrer"))`,
    );
    await queryRunner.query(`CREATE TABLE "reach_unique_visitors" ("day" varchar(10) PRIMARY KEY NOT NULL, "visitors" integer NOT NULL)`);
    await queryRunner.query(`CREATE TABLE "reach_salts" ("day" varchar(10) PRIMARY KEY NOT NULL, "salt" varchar(64) NOT NULL)`);
    await queryRunner.query(`CREATE TABLE "reach_visitor_hashes" ("day" varchar(10) NOT NULL, "hash" varchar(32) NOT NULL, PRIMARY KEY ("day", "hash"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "reach_visitor_hashes"`);
    await queryRunner.query(`DROP TABLE "reach_salts"`);
    await queryRunner.query(`DROP TABLE "reach_unique_visitors"`);
    await queryRunner.query(`DROP TABLE "reach_views"`);
  }
}
