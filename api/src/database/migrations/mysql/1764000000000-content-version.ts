import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The shared content version behind the public response cache, generated with schema-drift.ts on MariaDB. */
export class ContentVersion1764000000000 implements MigrationInterface {
  name = 'ContentVersion1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`content_version\` (\`id\` int NOT NULL, \`version\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query('INSERT INTO `content_version` (`id`, `version`) VALUES (1, 0)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `content_version`');
  }
}
