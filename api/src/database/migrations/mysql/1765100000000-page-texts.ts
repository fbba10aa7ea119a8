import type { MigrationInterface, QueryRunner } from 'typeorm';
import { seedPageTexts } from '../page-texts-seeding';

/** The public pages' texts move from the remotes' code into the database, seeded with what the pages said. */
export class PageTexts1765100000000 implements MigrationInterface {
  name = 'PageTexts1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `page_texts` (`page` varchar(32) NOT NULL, `published` json NOT NULL, `publishedAt` datetime NOT NULL, `publishedBy` varchar(100) NULL, `draft` json NULL, `draftSavedAt` datetime NULL, `draftRestoredFrom` int NULL, PRIMARY KEY (`page`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `page_text_revisions` (`id` int NOT NULL AUTO_INCREMENT, `page` varchar(32) NOT NULL, `number` int NOT NULL, `content` json NOT NULL, `publishedAt` datetime NOT NULL, `publishedBy` varchar(100) NULL, `changedFields` json NOT NULL, `restoredFrom` int NULL, UNIQUE INDEX `UQ_page_text_revisions_page_number` (`page`, `number`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await seedPageTexts(queryRunner, (name) => `\`${name}\``);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `page_text_revisions`');
    await queryRunner.query('DROP TABLE `page_texts`');
  }
}
