import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isStorableDate, SAMPLE_SCHOOL } from '../meeting-places-upgrade';

/**
 * A meeting's place may be "none given" (null: the school, named from the site details when shown)
 * and has an English form. Meetings stored with the sample school's name (what "at the school"
 * used to be stored as) become "none given"; rows with a date no calendar has (year 10000, written
 * before dates were checked) go, as they cannot be shown or changed.
 */
export class MeetingPlaces1768200000000 implements MigrationInterface {
  name = 'MeetingPlaces1768200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `meetings` ADD `placeEn` varchar(200) NULL');
    await queryRunner.query('ALTER TABLE `meetings` CHANGE `place` `place` varchar(200) NULL');
    await queryRunner.query('UPDATE `meetings` SET `place` = NULL WHERE `place` = ?', [SAMPLE_SCHOOL]);
    const rows = (await queryRunner.query('SELECT `id`, `date` FROM `meetings`')) as Array<{ id: number; date: string }>;
    for (const { id } of rows.filter((row) => !isStorableDate(row.date))) await queryRunner.query('DELETE FROM `meetings` WHERE `id` = ?', [id]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('UPDATE `meetings` SET `place` = ? WHERE `place` IS NULL', [SAMPLE_SCHOOL]);
    await queryRunner.query('ALTER TABLE `meetings` CHANGE `place` `place` varchar(200) NOT NULL');
    await queryRunner.query('ALTER TABLE `meetings` DROP COLUMN `placeEn`');
  }
}
