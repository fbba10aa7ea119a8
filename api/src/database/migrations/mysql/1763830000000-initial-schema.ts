import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The first schema, generated from the entities with schema-drift.ts on MariaDB (valid MySQL 8 DDL). */
export class InitialSchema1763830000000 implements MigrationInterface {
  name = 'InitialSchema1763830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`albums\` (\`createdAt\` datetime NOT NULL, \`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(200) NOT NULL, \`description\` text NULL, \`coverImage\` varchar(500) NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`admin_users\` (\`createdAt\` datetime NOT NULL, \`id\` int NOT NULL AUTO_INCREMENT, \`username\` varchar(100) NOT NULL, \`passwordHash\` varchar(255) NOT NULL, UNIQUE INDEX \`IDX_2873882c38e8c07d98cb64f962\` (\`username\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`contact_messages\` (\`createdAt\` datetime NOT NULL, \`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`email\` varchar(254) NOT NULL, \`phone\` varchar(40) NULL, \`subject\` varchar(50) NOT NULL, \`message\` text NOT NULL, \`resolved\` tinyint NOT NULL DEFAULT 0, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`feedback\` (\`createdAt\` datetime NOT NULL, \`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`email\` varchar(254) NULL, \`workshop\` varchar(50) NULL, \`rating\` int NULL, \`comment\` text NOT NULL, \`approved\` tinyint NOT NULL DEFAULT 0, INDEX \`IDX_feedback_approved\` (\`approved\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`gallery_items\` (\`createdAt\` datetime NOT NULL, \`id\` int NOT NULL AUTO_INCREMENT, \`albumId\` int NULL, \`type\` varchar(10) NOT NULL, \`url\` varchar(500) NOT NULL, \`thumbnail\` varchar(500) NULL, \`title\` varchar(200) NOT NULL, \`description\` text NULL, \`width\` int NULL, \`height\` int NULL, \`variants\` text NULL, INDEX \`IDX_gallery_items_album\` (\`albumId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`interactive_tools\` (\`createdAt\` datetime NOT NULL, \`id\` int NOT NULL AUTO_INCREMENT, \`title\` varchar(200) NOT NULL, \`description\` text NOT NULL, \`type\` varchar(20) NOT NULL, \`workshop\` varchar(50) NOT NULL, \`url\` varchar(2000) NOT NULL, \`embedUrl\` varchar(2000) NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`materials\` (\`createdAt\` datetime NOT NULL, \`id\` int NOT NULL AUTO_INCREMENT, \`title\` varchar(200) NOT NULL, \`description\` text NOT NULL, \`type\` varchar(20) NOT NULL, \`category\` varchar(50) NOT NULL, \`fileUrl\` varchar(500) NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`gallery_items\` ADD CONSTRAINT \`FK_819780788221f7a20d70dc88d0d\` FOREIGN KEY (\`albumId\`) REFERENCES \`albums\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `gallery_items` DROP FOREIGN KEY `FK_819780788221f7a20d70dc88d0d`');
    for (const table of ['materials', 'interactive_tools', 'gallery_items', 'feedback', 'contact_messages', 'admin_users', 'albums']) {
      await queryRunner.query(`DROP TABLE \`${table}\``);
    }
  }
}
