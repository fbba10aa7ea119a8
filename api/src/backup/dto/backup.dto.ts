// What the backups endpoints answer, described for the OpenAPI document and
// so for the generated client's types (domain/src/types.ts aliases them).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { BackupArchive, BackupRun, BackupState } from '@softskills/domain';

/** One backup run: ok with the archive's name, size and counts, or ok false with the error in words. */
export class BackupRunDto implements BackupRun {
  @ApiProperty() ok: boolean;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiPropertyOptional({ description: 'The archive (ok only)', example: 'backup-2026-11-26T02-00-00Z.tar.gz' }) name?: string;
  @ApiPropertyOptional({ description: 'Bytes (ok only)' }) size?: number;
  @ApiPropertyOptional({ description: 'Database rows in the archive (ok only)' }) rows?: number;
  @ApiPropertyOptional({ description: 'Uploaded files in the archive (ok only)' }) files?: number;
  @ApiPropertyOptional({ description: 'What went wrong, in words (not ok only)' }) error?: string;
  @ApiPropertyOptional({ description: 'The run was cut off (the server stopped while it ran); its leftovers were removed at the next start' }) interrupted?: boolean;
}

export class BackupArchiveDto implements BackupArchive {
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Bytes' }) size: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class BackupScheduleDto {
  @ApiProperty({ example: '02:30', description: 'HH:MM, server time' }) time: string;
  @ApiProperty({ description: 'How many archives are kept' }) keep: number;
}

export class BackupStatusDto implements BackupState {
  @ApiProperty({ type: BackupRunDto, nullable: true }) lastSuccess: BackupRunDto | null;
  @ApiProperty({ type: BackupRunDto, nullable: true, description: 'The last failure after the last success' }) lastFailure: BackupRunDto | null;
  @ApiProperty({ type: [BackupArchiveDto], description: 'Newest first' }) archives: BackupArchiveDto[];
  @ApiProperty({ description: 'No successful backup in the last 48 hours (or none at all)' }) stale: boolean;
  @ApiProperty({ type: BackupScheduleDto }) schedule: BackupScheduleDto;
}
