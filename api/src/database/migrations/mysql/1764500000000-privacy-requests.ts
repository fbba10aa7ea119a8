import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The record of answered access and erasure requests, without whom they were about. */
export class PrivacyRequests1764500000000 implements MigrationInterface {
  name = 'PrivacyRequests1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE `privacy_requests` (`createdAt` datetime NOT NULL, `id` int NOT NULL AUTO_INCREMENT, `kind` varchar(20) NOT NULL, `records` int NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `privacy_requests`');
  }
}
