import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A photo the administrator took down stays hidden; a contact message can name the photo it is about. */
export class PhotoTakedown1764700000000 implements MigrationInterface {
  name = 'PhotoTakedown1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gallery_items" ADD COLUMN "hidden" boolean NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "contact_messages" ADD COLUMN "galleryItemId" integer`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP COLUMN "galleryItemId"`);
    await queryRunner.query(`ALTER TABLE "gallery_items" DROP COLUMN "hidden"`);
  }
}
