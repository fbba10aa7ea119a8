// GET /download/{folder}/{filename}: the material's file as an attachment named after its title
// (Slovak diacritics kept through RFC 6266 filename*); `?lang=en`, as the English page links it,
// names it by the English title when there is one. Names are checked against the server's
// own naming before any disk access, so traversal in any encoding is a 400. Each download that
// starts a file is counted for reach (a range request for later bytes continues one).
import { BadRequestException, Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { extname } from 'node:path';
import { FileAnswer } from '../common/endpoints';
import { Public } from '../common/public.decorator';
import { ReachCounter } from '../reach/reach-counter.service';
import { servedDownload } from '../reach/served-requests';
import { startsDownload } from '../reach/what-counts';
import { SAFE_FILE_NAME, UploadStore, isUploadFolder } from '../uploads/upload-store';
import { MaterialsService } from './materials.service';

/** The title as a file name: no path separators or control characters, not too long. */
export function attachmentName(title: string, extension: string): string {
  const cleaned = title
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return `${cleaned || 'material'}${extension}`;
}

@ApiTags('materials')
@Controller('download')
export class DownloadController {
  constructor(
    private readonly store: UploadStore,
    private readonly materials: MaterialsService,
    private readonly reach: ReachCounter,
  ) {}

  @Public()
  @Get(':folder/:filename')
  @ApiOperation({ summary: 'Download an uploaded file as an attachment named after its material', security: [] })
  @FileAnswer('The file, with Content-Disposition: attachment; its Content-Type follows the extension', ['*/*'])
  @ApiBadRequestResponse({ description: 'Not a stored file name (traversal attempts included)' })
  @ApiNotFoundResponse({ description: 'No such file' })
  @ApiQuery({ name: 'lang', required: false, enum: ['sk', 'en'], description: 'en: named by the English title when the material has one' })
  async download(@Param('folder') folder: string, @Param('filename') filename: string, @Query('lang') lang: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    if (!SAFE_FILE_NAME.test(filename)) throw new BadRequestException('Invalid file name');
    if (!isUploadFolder(folder)) throw new NotFoundException('No such folder');
    const diskPath = this.store.diskPath(folder, filename);
    if (!existsSync(diskPath)) throw new NotFoundException('No such file');
    const counted = startsDownload(request.headers) ? servedDownload(folder, filename, lang, request.headers.cookie) : null;
    if (counted) this.reach.count(request, counted);
    const title = await this.materials.titleOfFile(this.store.publicPath(folder, filename), lang === 'en' ? 'en' : 'sk');
    const name = title ? attachmentName(title, extname(filename)) : filename;
    await new Promise<void>((resolve, reject) =>
      response.download(
        diskPath,
        name,
        { dotfiles: 'allow', headers: { 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' } },
        (error) => (error && !response.headersSent ? reject(new NotFoundException('No such file')) : resolve()),
      ),
    );
  }
}
