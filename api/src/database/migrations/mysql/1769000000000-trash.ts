import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The trash: a batch per delete, the rows it removed, kept until the purge or a restore. */
export class Trash1769000000000 implements MigrationInterface {
  name = 'Trash1769000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `trash_batches` (`createdAt` datetime NOT NULL, `id` int NOT NULL AUTO_INCREMENT, `kind` varchar(20) NOT NULL, `label` varchar(300) NOT NULL, `contents` text NOT NULL, `files` text NOT NULL, `purgeAfter` datetime NOT NULL, INDEX `IDX_trash_batches_purge` (`purgeAfter`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `trash_rows` (`id` int NOT NULL AUTO_INCREMENT, `batchId` int NOT NULL, `tableName` varchar(60) NOT NULL, `sequence` int NOT NULL, `data` text NOT NULL, INDEX `IDX_trash_rows_batch` (`batchId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `trash_rows`');
    await queryRunner.query('DROP TABLE `trash_batches`');
  }
}
