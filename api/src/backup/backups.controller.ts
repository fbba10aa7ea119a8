// The admin panel's Backups section: the state of the nightly backup, "back up now"
// and the download of a kept archive. Administrator only (the global JWT guard).
import { Controller, Get, HttpCode, NotFoundException, Param, Post, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FileAnswer } from '../common/endpoints';
import type { Response } from 'express';
import { existsSync } from 'node:fs';
import { LeavesPublicContentUnchanged } from '../public-cache/leaves-public-content-unchanged.decorator';
import { type BackupStatus, BackupScheduler, type LastRun } from './backup-scheduler';
import { BackupRunDto, BackupStatusDto } from './dto/backup.dto';

@ApiTags('backups')
// A backup reads the content, it never changes it.
@LeavesPublicContentUnchanged()
@Controller('backups')
export class BackupsController {
  constructor(private readonly backups: BackupScheduler) {}

  @Get()
  @ApiOperation({ summary: 'The last successful backup, the last failure after it, the kept archives and whether the newest success is older than 48 h' })
  @ApiOkResponse({ type: BackupStatusDto })
  status(): Promise<BackupStatus> {
    return this.backups.status();
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Back up now (joins a backup already running); answers with its outcome' })
  @ApiOkResponse({ type: BackupRunDto, description: 'ok with name, size, rows and files, or ok false with the error in words' })
  backUpNow(): Promise<LastRun> {
    return this.backups.backUpNow();
  }

  @Get(':name')
  @ApiOperation({ summary: 'Download a kept archive' })
  @FileAnswer('The .tar.gz, as an attachment', ['application/gzip'])
  @ApiNotFoundResponse({ description: 'No kept archive of that name' })
  async download(@Param('name') name: string, @Res() response: Response): Promise<void> {
    const path = this.backups.archivePath(name);
    if (!path || !existsSync(path)) throw new NotFoundException('No such backup');
    await new Promise<void>((resolve, reject) =>
      response.download(path, name, { dotfiles: 'allow', headers: { 'Cache-Control': 'no-store' } }, (error) =>
        error && !response.headersSent ? reject(new NotFoundException('No such backup')) : resolve(),
      ),
    );
  }
}
