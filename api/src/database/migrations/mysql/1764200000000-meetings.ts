import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Workshop meetings, generated with schema-drift.ts on MariaDB. */
export class Meetings1764200000000 implements MigrationInterface {
  name = 'Meetings1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`meetings\` (\`createdAt\` datetime NOT NULL, \`id\` int NOT NULL AUTO_INCREMENT, \`workshopId\` int NOT NULL, \`date\` varchar(10) NOT NULL, \`startTime\` varchar(5) NOT NULL, \`endTime\` varchar(5) NOT NULL, \`place\` varchar(200) NOT NULL, \`note\` text NULL, \`noteEn\` text NULL, \`state\` varchar(10) NOT NULL, \`uid\` varchar(80) NOT NULL, \`sequence\` int NOT NULL, \`updatedAt\` datetime NOT NULL, INDEX \`IDX_meetings_schedule\` (\`date\`, \`startTime\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `meetings`');
  }
}
