// Reach (PRODUCT section 9): the app's own navigations and the gateway's served pages and files are
// counted here (public, answered 204 at once); the administrator reads the report and its CSV.
import { Body, Controller, Get, Headers, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { publicPageAddress, type ReachReport } from '@softskills/domain';
import { TextAnswer } from '../common/endpoints';
import { Public } from '../common/public.decorator';
import { LeavesPublicContentUnchanged } from '../public-cache/leaves-public-content-unchanged.decorator';
import { parseUploadPath, UploadStore } from '../uploads/upload-store';
import { PageViewDto, ReachExportQueryDto, ReachQueryDto, ReachReportDto } from './dto/reach.dto';
import { reachCsv } from './reach-csv';
import { ReachCounter } from './reach-counter.service';
import { ReachReportService } from './reach-report.service';
import { servedPage, servedUpload } from './served-requests';

/** The header in which the gateway's mirror names the address it served (nginx: $request_uri). */
const SERVED_URI = 'x-reach-uri';
const SERVED_URI_HEADER = ApiHeader({ name: SERVED_URI, required: true, description: 'The address the gateway served, as the visitor asked for it' });

@ApiTags('reach')
// Counting and reporting never change what the public pages show.
@LeavesPublicContentUnchanged()
@Controller('reach')
export class ReachController {
  constructor(
    private readonly counter: ReachCounter,
    private readonly reports: ReachReportService,
    private readonly store: UploadStore,
  ) {}

  @Public()
  @Post('views')
  @HttpCode(204)
  @ApiOperation({ summary: 'The app moved to another public page in the browser: one view of it (no cookie, nothing about the visitor is stored)', security: [] })
  @ApiNoContentResponse({ description: 'Taken (a path that is no public page, a bot or a prefetch is not counted)' })
  pageView(@Body() view: PageViewDto, @Req() request: Request): void {
    const address = publicPageAddress(view.path);
    if (address) this.counter.count(request, { kind: 'page', address, language: view.language, withReferrer: false });
  }

  @Public()
  @Get('served/page')
  @HttpCode(204)
  @SERVED_URI_HEADER
  @ApiOperation({ summary: 'The gateway served a page (its mirror of the request, with the visitor’s headers)', security: [] })
  @ApiNoContentResponse({ description: 'Taken' })
  servedPage(@Headers(SERVED_URI) uri: string | undefined, @Req() request: Request): void {
    const counted = uri ? servedPage(uri, request.headers.cookie) : null;
    if (counted) this.counter.count(request, counted);
  }

  @Public()
  @Get('served/download')
  @HttpCode(204)
  @SERVED_URI_HEADER
  @ApiOperation({ summary: 'The gateway served a material’s file from /uploads/materials/ (its mirror of the request)', security: [] })
  @ApiNoContentResponse({ description: 'Taken (a file that does not exist is not counted)' })
  servedDownload(@Headers(SERVED_URI) uri: string | undefined, @Req() request: Request): void {
    const counted = uri ? servedUpload(uri, request.headers) : null;
    const file = counted ? parseUploadPath(counted.address) : null;
    if (counted && file && existsSync(this.store.diskPath(file.folder, file.name))) this.counter.count(request, counted);
  }

  @Get()
  @ApiOperation({ summary: 'The reach report of a range of days: series per day, week or month, rankings, referring sites, subscribers' })
  @ApiOkResponse({ type: ReachReportDto })
  report(@Query() query: ReachQueryDto): Promise<ReachReport> {
    return this.reports.report(query);
  }

  @Get('export')
  @ApiOperation({ summary: 'The same report as CSV (headings in the chosen language)' })
  @TextAnswer('An attachment: the range, the series with totals, then each ranking under its heading', 'text/csv')
  async export(@Query() query: ReachExportQueryDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    const report = await this.reports.report(query);
    response.setHeader('Cache-Control', 'no-store');
    response.type('text/csv; charset=utf-8').setHeader('Content-Disposition', `attachment; filename="reach-${report.from}-${report.to}.csv"`);
    return reachCsv(report, query.lang ?? 'sk');
  }
}
