import type { Request, Response } from 'express';
import { Body, Controller, Get, HttpCode, Inject, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { CONTACT_PAGE_SIZE, CONTACT_SUBJECTS, LOCALES, PUBLIC_PAGE_PATHS, SPAM_TRAP } from '@softskills/domain';
import { TextAnswer, TrashDeleteEndpoint } from '../common/endpoints';
import { IdQuery } from '../common/parse-id.pipe';
import { Public } from '../common/public.decorator';
import { RetryLaterException } from '../common/retry-later';
import { APP_CONFIG, type AppConfig, siteAddress } from '../config/app-config';
import { apiTexts } from '../i18n/api-texts';
import { type ResultPage, resultPageHtml } from '../newsletter/newsletter-render';
import { isCrossSitePost } from '../public-forms/cross-site';
import { PublicFormThrottle } from '../public-forms/public-form-throttle';
import { SiteConfigService } from '../site-config/site-config.service';
import { clientOf } from '../throttling/site-throttler';
import { readContactForm } from './contact-form-post';
import { LeavesPublicContentUnchanged } from '../public-cache/leaves-public-content-unchanged.decorator';
import { PublicForm } from '../public-forms/public-form.guard';
import type { ContactMessageEntity } from './contact-message.entity';
import { type ContactMessageWithPhoto, type ContactPage, ContactService } from './contact.service';
import { ContactInputDto, ContactMessageDto, ContactMessagePageDto, ContactPageQueryDto, ContactResolvedDto } from './dto/contact.dto';
import { announceBatch } from '../trash/trash-header';

@ApiTags('contact')
@ApiExtraModels(ContactMessageDto, ContactMessagePageDto)
// Contact messages are never shown publicly: no change here touches a cached list.
@LeavesPublicContentUnchanged()
@Controller('contact')
export class ContactController {
  constructor(
    private readonly contact: ContactService,
    private readonly throttle: PublicFormThrottle,
    private readonly site: SiteConfigService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Contact messages, newest first (personal data: administrator only)',
    description: `With \`page\` or \`pageSize\`: one page (${CONTACT_PAGE_SIZE} messages unless pageSize says otherwise) with the total and unresolved counts. Without either: every message as an array, as before paging existed.`,
  })
  @ApiOkResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(ContactMessagePageDto) }, { type: 'array', items: { $ref: getSchemaPath(ContactMessageDto) } }] },
  })
  list(@Query() query: ContactPageQueryDto): Promise<ContactPage | ContactMessageWithPhoto[]> {
    if (query.page === undefined && query.pageSize === undefined) return this.contact.list();
    return this.contact.page(query.page ?? 1, query.pageSize ?? CONTACT_PAGE_SIZE);
  }

  @Public()
  @PublicForm('contact')
  @Post()
  @ApiOperation({
    summary: 'Send a contact message (stored unresolved)',
    description: 'JSON only. Every submission with valid fields is stored (201). Only one whose hidden `website` field is filled (a bot: people never see it) gets the same answer and is not stored.',
    security: [],
  })
  @ApiCreatedResponse({ type: ContactMessageDto })
  submit(@Body() body: ContactInputDto): Promise<Omit<ContactMessageEntity, 'notifiedAt'>> {
    return this.contact.submit(body);
  }

  @Public()
  @Post('form')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send a contact message from the page without JavaScript (a plain form POST); answers an HTML page',
    description: `The contact page's form posts here when the browser runs no scripts (with scripts it sends JSON to POST /api/contact). The same fields and rules; \`language\` (sk, en) chooses the answer page's language, \`galleryItemId\` names the photo of a removal request. Refused with 403 when posted from another site's page (Sec-Fetch-Site, else Origin). Throttled per client with the JSON form (the same bucket). A filled hidden field \`${SPAM_TRAP.honeypotField}\` gets the same page and nothing is stored. A refused message is shown back on the answer page.`,
    security: [],
  })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['name', 'email', 'subject', 'message'],
      properties: {
        name: { type: 'string', maxLength: 100 },
        email: { type: 'string', format: 'email' },
        phone: { type: 'string' },
        subject: { type: 'string', enum: [...CONTACT_SUBJECTS] },
        message: { type: 'string', maxLength: 5000 },
        galleryItemId: { type: 'string', pattern: '^[0-9]+$' },
        language: { type: 'string', enum: [...LOCALES] },
        website: { type: 'string' },
      },
    },
  })
  @TextAnswer('The answer page (its status is the outcome: 200 sent, 400 a field to correct, 403 another site, 429 too many)', 'text/html')
  async submitForm(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Body() body: unknown): Promise<string> {
    const verdict = await readContactForm(body);
    const texts = apiTexts(verdict.language).contactForm;
    const answer = async (status: number, page: Omit<ResultPage, 'language' | 'links'>) => {
      response.status(status).type('html').setHeader('Cache-Control', 'no-store');
      const base = siteAddress(this.config);
      const english = verdict.language === 'en';
      const links = [
        { href: `${base}${PUBLIC_PAGE_PATHS.contact}${english ? '?lang=en' : ''}`, label: texts.back },
        { href: `${base}/${english ? '?lang=en' : ''}`, label: texts.home },
      ];
      return resultPageHtml({ ...page, language: verdict.language, links }, { base, name: await this.site.productName(verdict.language) });
    };
    const kept = { label: texts.kept, text: verdict.kind === 'invalid' ? verdict.message : verdict.input.message };
    // Another site's page may not make its visitors' browsers send us messages (nothing is counted or stored).
    if (isCrossSitePost(request, this.config.publicUrl)) return answer(403, { ...texts.crossSite, kept });
    try {
      await this.throttle.take('contact', clientOf(request));
    } catch (error) {
      if (!(error instanceof RetryLaterException)) throw error;
      response.setHeader('Retry-After', String(error.retryAfterSeconds));
      return answer(error.getStatus(), { ...texts.tooMany, kept });
    }
    if (verdict.kind === 'invalid') return answer(400, { title: texts.invalid.title, text: texts.invalid.text, points: verdict.fields.map((field) => texts.invalid.fields[field]), kept });
    await this.contact.submit(verdict.input);
    return answer(200, texts.sent);
  }

  @Put()
  @ApiOperation({ summary: 'Mark a message resolved or unresolved' })
  @ApiOkResponse({ type: ContactMessageDto })
  @ApiNotFoundResponse()
  setResolved(@Body() body: ContactResolvedDto): Promise<ContactMessageEntity> {
    return this.contact.setResolved(body.id, body.resolved);
  }

  @TrashDeleteEndpoint('Delete a contact message into the trash', 'query')
  async remove(@IdQuery() id: number, @Res({ passthrough: true }) response: Response): Promise<void> {
    announceBatch(response, await this.contact.remove(id));
  }
}
