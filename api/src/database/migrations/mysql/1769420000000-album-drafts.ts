import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Albums in preparation: an album is shown to the public only once published. Every album that
 * exists already was public, so the column's default marks them all published; the API creates a
 * new one in preparation by naming the value.
 */
export class AlbumDrafts1769420000000 implements MigrationInterface {
  name = 'AlbumDrafts1769420000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `albums` ADD `published` tinyint NOT NULL DEFAULT 1');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `albums` DROP COLUMN `published`');
  }
}
