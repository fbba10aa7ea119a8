import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order the administrator sets: albums and each album's photos and videos get a position. The
 * order they had stays: items in upload order, albums newest first.
 */
export class Order1769000100000 implements MigrationInterface {
  name = 'Order1769000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gallery_items" ADD COLUMN "position" integer NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "albums" ADD COLUMN "position" integer NOT NULL DEFAULT (0)`);
    const escape = (name: string) => queryRunner.connection.driver.escape(name);
    const items = (await queryRunner.query(`SELECT ${escape('id')} AS id, ${escape('albumId')} AS albumId FROM ${escape('gallery_items')} ORDER BY ${escape('albumId')}, ${escape('createdAt')}, ${escape('id')}`)) as Array<{ id: number; albumId: number | null }>;
    const next = new Map<number | null, number>();
    for (const item of items) {
      const position = next.get(item.albumId) ?? 0;
      next.set(item.albumId, position + 1);
      await queryRunner.query(`UPDATE ${escape('gallery_items')} SET ${escape('position')} = ? WHERE ${escape('id')} = ?`, [position, item.id]);
    }
    const albums = (await queryRunner.query(`SELECT ${escape('id')} AS id FROM ${escape('albums')} ORDER BY ${escape('createdAt')} DESC, ${escape('id')} DESC`)) as Array<{ id: number }>;
    for (const [position, album] of albums.entries()) {
      await queryRunner.query(`UPDATE ${escape('albums')} SET ${escape('position')} = ? WHERE ${escape('id')} = ?`, [position, album.id]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "albums" DROP COLUMN "position"`);
    await queryRunner.query(`ALTER TABLE "gallery_items" DROP COLUMN "position"`);
  }
}
