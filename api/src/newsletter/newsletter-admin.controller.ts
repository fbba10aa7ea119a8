// The administrator's newsletter: counts, the subscriber list with export and erase, and
// mailings (draft, preview, test, send, stop, progress, per-recipient status). Administrator only.
import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiExtraModels, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Response } from 'express';
import { LOCALES, NEWSLETTER_PAGE_SIZE, type NewsletterStatus } from '@softskills/domain';
import { csvDocument, type CsvValue } from '../common/csv';
import { IdParam } from '../common/parse-id.pipe';
import { LeavesPublicContentUnchanged } from '../public-cache/leaves-public-content-unchanged.decorator';
import { MailingDto, MailingPreviewDto, MailingRecipientPageDto, NewsletterStatusDto, NewsletterSubscriberDto, NewsletterSubscriberPageDto } from './dto/newsletter-answers.dto';
import { ExportQueryDto, LanguageQueryDto, MailingInputDto, MailingTestDto, SubscriberPageQueryDto } from './dto/newsletter.dto';
import { MailTransport } from './mail-transport';
import { MailingsService } from './mailings.service';
import { SubscribersService } from './subscribers.service';
import type { SubscriberEntity } from './subscriber.entity';

const EXPORT_COLUMNS = ['id', 'email', 'state', 'language', 'createdAt', 'confirmedAt', 'unsubscribedAt', 'consentAt', 'consentLanguage', 'consentVersion', 'consentIp'] as const;

/** What the admin sees of a subscriber: never the token hashes, salt or key. */
export function subscriberView(subscriber: SubscriberEntity) {
  return Object.fromEntries(EXPORT_COLUMNS.map((column) => [column, subscriber[column]]));
}

const ID = ApiParam({ name: 'id', type: Number });

@ApiTags('newsletter')
@LeavesPublicContentUnchanged()
@Controller('newsletter')
export class NewsletterAdminController {
  constructor(
    private readonly subscribers: SubscribersService,
    private readonly mailings: MailingsService,
    private readonly mail: MailTransport,
  ) {}

  @Get('status')
  @ApiOperation({ summary: 'Counts and whether e-mail is configured (without SMTP_URL, messages are saved as .eml files, not sent)' })
  @ApiOkResponse({ type: NewsletterStatusDto })
  async status(): Promise<NewsletterStatus> {
    return { mailConfigured: this.mail.configured, mailFrom: this.mail.from, counts: await this.subscribers.counts() };
  }

  @Get('subscribers')
  @ApiOperation({ summary: 'Subscribers, newest first: one page, filtered by state and part of the address' })
  @ApiOkResponse({ type: NewsletterSubscriberPageDto })
  async list(@Query() query: SubscriberPageQueryDto) {
    const page = await this.subscribers.page({ page: query.page ?? 1, pageSize: query.pageSize ?? NEWSLETTER_PAGE_SIZE, state: query.state, search: query.search });
    return { ...page, items: page.items.map(subscriberView) };
  }

  @Get('subscribers/export')
  @ApiOperation({ summary: 'Every subscriber with the consent record, as CSV (default) or JSON' })
  @ApiExtraModels(NewsletterSubscriberDto)
  @ApiOkResponse({
    description: 'An attachment: CSV with a header row (format=csv, the default) or the same rows as JSON (format=json)',
    content: {
      'text/csv': { schema: { type: 'string' } },
      'application/json': { schema: { type: 'array', items: { $ref: getSchemaPath(NewsletterSubscriberDto) } } },
    },
  })
  async export(@Query() query: ExportQueryDto, @Res({ passthrough: true }) response: Response) {
    const rows = (await this.subscribers.all()).map(subscriberView);
    const stamp = new Date().toISOString().slice(0, 10);
    response.setHeader('Cache-Control', 'no-store');
    if (query.format === 'json') {
      response.setHeader('Content-Disposition', `attachment; filename="newsletter-subscribers-${stamp}.json"`);
      return rows;
    }
    response.type('text/csv; charset=utf-8').setHeader('Content-Disposition', `attachment; filename="newsletter-subscribers-${stamp}.csv"`);
    return csvDocument([[...EXPORT_COLUMNS], ...rows.map((row) => EXPORT_COLUMNS.map((column) => row[column] as CsvValue))]);
  }

  @Delete('subscribers/:id')
  @HttpCode(204)
  @ID
  @ApiOperation({ summary: 'Erase one subscriber and their delivery records' })
  @ApiNoContentResponse()
  erase(@IdParam() id: number): Promise<void> {
    return this.subscribers.erase(id);
  }

  @Get('mailings')
  @ApiOperation({ summary: 'Mailings, newest first, each with its progress' })
  @ApiOkResponse({ type: [MailingDto] })
  listMailings() {
    return this.mailings.list();
  }

  @Post('mailings')
  @ApiOperation({ summary: 'A new draft (Slovak required; English optional, Slovak goes to English readers when it is empty)' })
  @ApiCreatedResponse({ type: MailingDto })
  createMailing(@Body() body: MailingInputDto) {
    return this.mailings.create(body);
  }

  @Get('mailings/:id')
  @ID
  @ApiOperation({ summary: 'One mailing with its progress' })
  @ApiOkResponse({ type: MailingDto })
  getMailing(@IdParam() id: number) {
    return this.mailings.get(id);
  }

  @Put('mailings/:id')
  @ID
  @ApiOperation({ summary: 'Change a draft' })
  @ApiOkResponse({ type: MailingDto })
  updateMailing(@IdParam() id: number, @Body() body: MailingInputDto) {
    return this.mailings.update(id, body);
  }

  @Delete('mailings/:id')
  @HttpCode(204)
  @ID
  @ApiOperation({ summary: 'Delete a mailing and its deliveries (not one being sent: 409)' })
  @ApiNoContentResponse()
  removeMailing(@IdParam() id: number): Promise<void> {
    return this.mailings.remove(id);
  }

  @Get('mailings/:id/preview')
  @ID
  @ApiOperation({ summary: 'The mail a subscriber in that language gets: subject, text and HTML' })
  @ApiOkResponse({ type: MailingPreviewDto })
  preview(@IdParam() id: number, @Query() query: LanguageQueryDto) {
    return this.mailings.preview(id, query.language);
  }

  @Post('mailings/:id/test')
  @HttpCode(204)
  @ID
  @ApiOperation({ summary: 'Send a copy to the given address in one language, or one in each language (not queued, not counted)' })
  @ApiNoContentResponse()
  sendTest(@IdParam() id: number, @Body() body: MailingTestDto): Promise<void> {
    return this.mailings.sendTest(id, body.to, body.language ? [body.language] : [...LOCALES]);
  }

  @Post('mailings/:id/send')
  @HttpCode(200)
  @ID
  @ApiOperation({ summary: 'Queue the mailing for every confirmed subscriber; the background sender works the queue' })
  @ApiOkResponse({ type: MailingDto })
  send(@IdParam() id: number) {
    return this.mailings.send(id);
  }

  @Post('mailings/:id/stop')
  @HttpCode(200)
  @ID
  @ApiOperation({ summary: 'Stop a mailing being sent: what was sent stays sent, the rest is marked stopped (not sent); 409 unless it is being sent' })
  @ApiOkResponse({ type: MailingDto })
  stop(@IdParam() id: number) {
    return this.mailings.stop(id);
  }

  @Get('mailings/:id/recipients')
  @ID
  @ApiOperation({ summary: 'Per-recipient delivery status' })
  @ApiOkResponse({ type: MailingRecipientPageDto })
  recipients(@IdParam() id: number, @Query() query: SubscriberPageQueryDto) {
    return this.mailings.recipients(id, query.page ?? 1, query.pageSize ?? NEWSLETTER_PAGE_SIZE);
  }
}
