import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The first schema, generated from the entities with schema-drift.ts on SQLite. */
export class InitialSchema1763830000000 implements MigrationInterface {
  name = 'InitialSchema1763830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "albums" ("createdAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(200) NOT NULL, "description" text, "coverImage" varchar(500))`);
    await queryRunner.query(`CREATE TABLE "admin_users" ("createdAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "username" varchar(100) NOT NULL, "passwordHash" varchar(255) NOT NULL, CONSTRAINT "UQ_2873882c38e8c07d98cb64f962d" UNIQUE ("username"))`);
    await queryRunner.query(`CREATE TABLE "contact_messages" ("createdAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "email" varchar(254) NOT NULL, "phone" varchar(40), "subject" varchar(50) NOT NULL, "message" text NOT NULL, "resolved" boolean NOT NULL DEFAULT (0))`);
    await queryRunner.query(`CREATE TABLE "feedback" ("createdAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "email" varchar(254), "workshop" varchar(50), "rating" integer, "comment" text NOT NULL, "approved" boolean NOT NULL DEFAULT (0))`);
    await queryRunner.query(`CREATE INDEX "IDX_feedback_approved" ON "feedback" ("approved") `);
    await queryRunner.query(`CREATE TABLE "gallery_items" ("createdAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "albumId" integer, "type" varchar(10) NOT NULL, "url" varchar(500) NOT NULL, "thumbnail" varchar(500), "title" varchar(200) NOT NULL, "description" text, "width" integer, "height" integer, "variants" text, CONSTRAINT "FK_819780788221f7a20d70dc88d0d" FOREIGN KEY ("albumId") REFERENCES "albums" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`CREATE INDEX "IDX_gallery_items_album" ON "gallery_items" ("albumId") `);
    await queryRunner.query(`CREATE TABLE "interactive_tools" ("createdAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title" varchar(200) NOT NULL, "description" text NOT NULL, "type" varchar(20) NOT NULL, "workshop" varchar(50) NOT NULL, "url" varchar(2000) NOT NULL, "embedUrl" varchar(2000))`);
    await queryRunner.query(`CREATE TABLE "materials" ("createdAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title" varchar(200) NOT NULL, "description" text NOT NULL, "type" varchar(20) NOT NULL, "category" varchar(50) NOT NULL, "fileUrl" varchar(500) NOT NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['materials', 'interactive_tools', 'gallery_items', 'feedback', 'contact_messages', 'admin_users', 'albums']) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
