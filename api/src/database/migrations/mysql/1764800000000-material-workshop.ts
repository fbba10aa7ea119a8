import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Materials and tools are one content item, so a material's workshop is named `workshop` too (rows kept). */
export class MaterialWorkshop1764800000000 implements MigrationInterface {
  name = 'MaterialWorkshop1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `materials` CHANGE `category` `workshop` varchar(50) NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `materials` CHANGE `workshop` `category` varchar(50) NOT NULL');
  }
}
