// The page texts: the public read of a page in one language, and the administrator's editor (draft,
// preview, publish, revisions). Everything but the public read needs the admin token.
import { Body, Controller, Delete, Get, Header, HttpCode, Param, ParseIntPipe, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { LOCALE_QUERY_PARAMETER, LOCALES, PREVIEW_QUERY_PARAMETER, type Locale } from '@softskills/domain';
import { PAGE_TEXTS_PAGES } from '@softskills/domain/page-texts';
import type { AdminPrincipal } from '../auth/auth.service';
import { Public } from '../common/public.decorator';
import { LeavesPublicContentUnchanged } from '../public-cache/leaves-public-content-unchanged.decorator';
import { PageTextsForEditingDto, PageTextsOverviewDto, PreviewTokenDto, RevisionDto, RevisionSummaryDto } from './dto/page-texts.dto';
import { PageTextsService } from './page-texts.service';

const PAGE_PARAM = { name: 'page', enum: PAGE_TEXTS_PAGES };
const FREE_FORM = { type: 'object', additionalProperties: true } as const;
const localeOf = (value: string | undefined): Locale => (LOCALES.includes(value as Locale) ? (value as Locale) : 'sk');
const adminName = (request: Request) => (request.user as AdminPrincipal | undefined)?.username ?? null;

@ApiTags('page-texts')
@Controller('page-texts')
export class PageTextsController {
  constructor(private readonly texts: PageTextsService) {}

  @Public()
  @Get(':page')
  @ApiOperation({ summary: "A page's published texts in one language (English falls back to Slovak per field, marked by `lang`)", security: [] })
  @ApiParam(PAGE_PARAM)
  @ApiQuery({ name: 'lang', enum: LOCALES, required: false })
  @ApiQuery({ name: 'preview', required: false, description: "The editor's preview token: the page's draft instead (never cached)" })
  @ApiOkResponse({ description: 'The texts; formatted ones as safe HTML', schema: FREE_FORM })
  shown(@Param('page') page: string, @Query(LOCALE_QUERY_PARAMETER) lang?: string, @Query(PREVIEW_QUERY_PARAMETER) preview?: string) {
    return this.texts.shown(page, localeOf(lang), preview);
  }

  @Get()
  @ApiOperation({ summary: 'Every page with texts: when published, whether a draft waits, how much English is missing or outdated' })
  @ApiOkResponse({ type: [PageTextsOverviewDto] })
  overview() {
    return this.texts.overview();
  }

  @Get(':page/edit')
  @ApiOperation({ summary: "A page's published texts and draft, as stored (both languages)" })
  @ApiOkResponse({ type: PageTextsForEditingDto })
  forEditing(@Param('page') page: string) {
    return this.texts.forEditing(page);
  }

  @Put(':page/draft')
  @LeavesPublicContentUnchanged()
  @ApiOperation({ summary: "Saves the page's draft (not public); 400 with every problem and nothing stored when anything is wrong" })
  @ApiBody({ schema: FREE_FORM })
  @ApiOkResponse({ type: PageTextsForEditingDto })
  saveDraft(@Param('page') page: string, @Body() document: Record<string, unknown>) {
    return this.texts.saveDraft(page, document);
  }

  @Delete(':page/draft')
  @LeavesPublicContentUnchanged()
  @ApiOperation({ summary: "Throws the page's draft away" })
  @ApiOkResponse({ type: PageTextsForEditingDto })
  discardDraft(@Param('page') page: string) {
    return this.texts.discardDraft(page);
  }

  @Post(':page/publish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publishes the draft: both languages go live at once and the publish is kept as a revision' })
  @ApiOkResponse({ type: PageTextsForEditingDto })
  publish(@Param('page') page: string, @Req() request: Request) {
    return this.texts.publish(page, adminName(request));
  }

  @Post(':page/preview')
  @HttpCode(200)
  @LeavesPublicContentUnchanged()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A token that shows the draft on the real page (?preview=) for 30 minutes' })
  @ApiOkResponse({ type: PreviewTokenDto })
  preview(@Param('page') page: string) {
    return this.texts.previewToken(page);
  }

  @Get(':page/revisions')
  @ApiOperation({ summary: "The page's kept revisions, newest first" })
  @ApiOkResponse({ type: [RevisionSummaryDto] })
  revisions(@Param('page') page: string) {
    return this.texts.revisionList(page);
  }

  @Get(':page/revisions/:number')
  @ApiOperation({ summary: 'One revision with its texts' })
  @ApiOkResponse({ type: RevisionDto })
  revision(@Param('page') page: string, @Param('number', ParseIntPipe) number: number) {
    return this.texts.revision(page, number);
  }

  @Post(':page/revisions/:number/restore')
  @HttpCode(200)
  @LeavesPublicContentUnchanged()
  @ApiOperation({ summary: 'Loads a revision into the draft (the public page stays as it is until the draft is published)' })
  @ApiOkResponse({ type: PageTextsForEditingDto })
  restore(@Param('page') page: string, @Param('number', ParseIntPipe) number: number) {
    return this.texts.restoreIntoDraft(page, number);
  }
}
