// Issue 28: the visitor's side: subscribe (JSON from the page, or a plain form POST answered with a
// page), the confirmation link, and unsubscribing (a page with one button for the mail's link; a
// POST, as mail clients send for RFC 8058 one-click, unsubscribes at once; a GET never does).
import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { TextAnswer } from '../common/endpoints';
import { NewsletterSubscribeAnswerDto } from './dto/newsletter-answers.dto';
import type { Request, Response } from 'express';
import { LOCALES, type Locale, NEWSLETTER_CONSENT, SPAM_TRAP } from 'shared-ui/domain';
import { Public } from '../common/public.decorator';
import { RetryLaterException } from '../common/retry-later';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LeavesPublicContentUnchanged } from '../public-cache/leaves-public-content-unchanged.decorator';
import { PublicFormThrottle } from '../public-forms/public-form-throttle';
import { contactPageUrl, type ResultPage, resultPageHtml } from './newsletter-render';
import { readSubscription } from './newsletter-subscribe';
import { NEWSLETTER_TEXTS } from './newsletter-texts';
import { SubscribersService } from './subscribers.service';

const languageOf = (value: unknown): Locale => ((LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : 'sk');
const tokenOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');

export const SUBSCRIBE_ANSWER = 'Check your inbox: if the address is right, a confirmation e-mail is on its way.';

@ApiTags('newsletter')
@LeavesPublicContentUnchanged()
@Public()
@Controller('newsletter')
export class NewsletterPublicController {
  constructor(
    private readonly subscribers: SubscribersService,
    private readonly throttle: PublicFormThrottle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Links on the answer pages: PUBLIC_URL, else this server's own address; never the request's Host (issue 23). */
  private base(): string {
    return this.config.publicUrl ?? `http://localhost:${this.config.port}`;
  }

  private page(response: Response, request: Request, status: number, page: ResultPage): string {
    response.status(status).type('html').setHeader('Cache-Control', 'no-store');
    return resultPageHtml(page, this.base());
  }

  private links(request: Request, language: Locale, withContact = true): ResultPage['links'] {
    const texts = NEWSLETTER_TEXTS[language].pages;
    const base = this.base();
    return [
      ...(withContact ? [{ href: contactPageUrl(base, language), label: texts.askAgain }] : []),
      { href: `${base}/${language === 'en' ? '?lang=en' : ''}`, label: texts.home },
    ];
  }

  @Post('subscribe')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Subscribe an address (double opt-in)',
    description: `JSON from the page (202 with the same message for every address), or a form POST (application/x-www-form-urlencoded, for browsers without JavaScript) answered with an HTML page. Throttled per client like the other public forms; only a filled hidden field \`${SPAM_TRAP.honeypotField}\` traps a bot (same answer, nothing done). One confirmation mail per address per 10 minutes.`,
    security: [],
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['email', 'consent'],
      properties: {
        email: { type: 'string', format: 'email' },
        language: { type: 'string', enum: [...LOCALES] },
        consent: { type: 'boolean', enum: [true] },
        consentVersion: { type: 'integer', example: NEWSLETTER_CONSENT.version },
        website: { type: 'string' },
      },
    },
  })
  @ApiAcceptedResponse({ type: NewsletterSubscribeAnswerDto, description: 'JSON from the page: the same answer for every address' })
  @TextAnswer('Form POST: the answer page (its status is the outcome: 200, 400, 429 or 503)', 'text/html')
  async subscribe(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Body() body: unknown) {
    const viaForm = request.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';
    const verdict = readSubscription(body);
    const texts = NEWSLETTER_TEXTS[verdict.language].pages;
    const answer = (status: number, page: Omit<ResultPage, 'language' | 'links'>) =>
      this.page(response, request, status, { ...page, language: verdict.language, links: [{ href: contactPageUrl(this.base(), verdict.language), label: texts.back }] });
    try {
      await this.throttle.take('newsletter', request.ip ?? 'unknown');
      if (verdict.kind === 'valid') {
        await this.subscribers.subscribe({ ...verdict, ip: request.ip ?? null, base: this.base() });
      }
    } catch (error) {
      if (!viaForm || !(error instanceof RetryLaterException)) throw error;
      response.setHeader('Retry-After', String(error.retryAfterSeconds));
      // 429: this client sent too many; 503: the confirmation mail could not be handed to the relay.
      return answer(error.getStatus(), error.getStatus() === 429 ? texts.tooMany : texts.mailUnavailable);
    }
    if (verdict.kind === 'invalid') {
      if (viaForm) return answer(400, texts.subscribeInvalid);
      response.status(400);
      return { statusCode: 400, error: 'Bad Request', message: [verdict.message] };
    }
    if (viaForm) return answer(200, texts.subscribeAnswer);
    return { message: SUBSCRIBE_ANSWER };
  }

  @Get('confirm')
  @ApiOperation({ summary: 'The confirmation link: an HTML page (confirmed / already confirmed / expired or unknown)', security: [] })
  @ApiQuery({ name: 'token', type: String })
  @ApiQuery({ name: 'lang', enum: LOCALES, required: false })
  @TextAnswer('The answer page (404 with the same kind of page for an unknown or expired link)', 'text/html')
  async confirm(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Query('token') token: unknown, @Query('lang') lang: unknown) {
    const { result, language: stored } = await this.subscribers.confirm(tokenOf(token));
    const language = stored ?? languageOf(lang);
    const texts = NEWSLETTER_TEXTS[language].pages;
    if (result === 'invalid') return this.page(response, request, 404, { language, ...texts.invalidLink, links: this.links(request, language) });
    const text = result === 'confirmed' ? texts.confirmed : texts.alreadyConfirmed;
    return this.page(response, request, 200, { language, ...text, links: this.links(request, language, false) });
  }

  @Get('unsubscribe')
  @ApiOperation({ summary: "The mail footer's link: a page with one button (a GET never unsubscribes; mail scanners follow links)", security: [] })
  @ApiQuery({ name: 'token', type: String })
  @ApiQuery({ name: 'lang', enum: LOCALES, required: false })
  @TextAnswer('The answer page (404 with the same kind of page for an unknown or expired link)', 'text/html')
  async unsubscribePage(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Query('token') token: unknown, @Query('lang') lang: unknown) {
    const subscriber = await this.subscribers.fromUnsubscribeToken(tokenOf(token));
    const language = subscriber?.language ?? languageOf(lang);
    const texts = NEWSLETTER_TEXTS[language].pages;
    if (!subscriber) return this.page(response, request, 404, { language, ...texts.invalidLink, links: this.links(request, language) });
    const action = `${this.base()}/api/newsletter/unsubscribe?token=${encodeURIComponent(tokenOf(token))}&lang=${language}`;
    return this.page(response, request, 200, { language, ...texts.unsubscribeAsk, form: { action, button: texts.unsubscribeAsk.button }, links: this.links(request, language, false) });
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Unsubscribe at once (RFC 8058 one-click: the body List-Unsubscribe=One-Click, or the page\'s button)',
    description: 'Answers an HTML page. A token that was already used answers the same "unsubscribed" page; a forged one 404.',
    security: [],
  })
  @ApiQuery({ name: 'token', type: String })
  @TextAnswer('The answer page (404 with the same kind of page for an unknown or expired link)', 'text/html')
  async unsubscribe(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Query('token') token: unknown, @Query('lang') lang: unknown) {
    const { result, language: stored } = await this.subscribers.unsubscribe(tokenOf(token));
    const language = stored ?? languageOf(lang);
    const texts = NEWSLETTER_TEXTS[language].pages;
    if (result === 'invalid') return this.page(response, request, 404, { language, ...texts.invalidLink, links: this.links(request, language) });
    return this.page(response, request, 200, { language, ...texts.unsubscribed, links: this.links(request, language, false) });
  }
}
