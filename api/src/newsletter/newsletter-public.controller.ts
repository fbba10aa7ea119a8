// The visitor's side: subscribe (JSON from the page, or a plain form POST answered with a
// page), the confirmation link (a page with one button; only its POST confirms), and unsubscribing (a page with one button for the mail's link; a
// POST, as mail clients send for RFC 8058 one-click, unsubscribes at once; a GET never does).
import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { TextAnswer } from '../common/endpoints';
import { NewsletterSubscribeAnswerDto } from './dto/newsletter-answers.dto';
import type { Request, Response } from 'express';
import { LOCALES, type Locale, NEWSLETTER_CONSENT, SPAM_TRAP } from '@softskills/domain';
import { Public } from '../common/public.decorator';
import { RetryLaterException } from '../common/retry-later';
import { APP_CONFIG, type AppConfig, siteAddress } from '../config/app-config';
import { SiteConfigService } from '../site-config/site-config.service';
import { LeavesPublicContentUnchanged } from '../public-cache/leaves-public-content-unchanged.decorator';
import { isCrossSitePost } from '../public-forms/cross-site';
import { PublicFormThrottle } from '../public-forms/public-form-throttle';
import { clientOf } from '../throttling/site-throttler';
import { contactPageUrl, type ResultPage, resultPageHtml } from './newsletter-render';
import { readSubscription } from './newsletter-subscribe';
import { apiTexts } from '../i18n/api-texts';
import { SubscribersService } from './subscribers.service';

const languageOf = (value: unknown): Locale => ((LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : 'sk');
const tokenOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');

export const CROSS_SITE_MESSAGE = 'The subscription form can only be sent from this site';

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
    private readonly site: SiteConfigService,
  ) {}

  /** Links on the answer pages: PUBLIC_URL, else this server's own address; never the request's Host. */
  private base(): string {
    return siteAddress(this.config);
  }

  private async page(response: Response, request: Request, status: number, page: ResultPage): Promise<string> {
    response.status(status).type('html').setHeader('Cache-Control', 'no-store');
    return resultPageHtml(page, { base: this.base(), name: await this.site.productName(page.language) });
  }

  private links(request: Request, language: Locale, withContact = true): ResultPage['links'] {
    const texts = apiTexts(language).newsletter.pages;
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
    description: `JSON from the page (202 with the same message for every address), or a form POST (application/x-www-form-urlencoded, for browsers without JavaScript) answered with an HTML page. The confirmation mail is queued and sent after the answer, so the answer (status and time) is the same for every address and while the mail relay fails. Refused with 403 when posted from another site's page (Sec-Fetch-Site, else Origin). An address with a quoted local part is refused (400). Throttled per client like the other public forms (IPv6 clients by their /64); only a filled hidden field \`${SPAM_TRAP.honeypotField}\` traps a bot (same answer, nothing done). One confirmation mail per address per 10 minutes.`,
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
  @TextAnswer('Form POST: the answer page (its status is the outcome: 200, 400, 403 or 429)', 'text/html')
  async subscribe(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Body() body: unknown) {
    const viaForm = request.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';
    const verdict = readSubscription(body);
    const texts = apiTexts(verdict.language).newsletter.pages;
    const answer = (status: number, page: Omit<ResultPage, 'language' | 'links'>) =>
      this.page(response, request, status, { ...page, language: verdict.language, links: [{ href: contactPageUrl(this.base(), verdict.language), label: texts.back }] });
    // Another site's page may not make its visitors' browsers subscribe anyone (nothing is counted or sent).
    if (isCrossSitePost(request, this.config.publicUrl)) {
      if (viaForm) return answer(403, texts.crossSite);
      response.status(403);
      return { statusCode: 403, error: 'Forbidden', message: CROSS_SITE_MESSAGE };
    }
    try {
      await this.throttle.take('newsletter', clientOf(request));
      // Queued in the confirmation outbox, the same way for every address: the mail leaves after this answer.
      if (verdict.kind === 'valid') await this.subscribers.request({ ...verdict, ip: request.ip ?? null });
    } catch (error) {
      if (!viaForm || !(error instanceof RetryLaterException)) throw error;
      response.setHeader('Retry-After', String(error.retryAfterSeconds));
      // 429: this client sent too many (the answer to a client, never to an address).
      return answer(error.getStatus(), texts.tooMany);
    }
    if (verdict.kind === 'invalid') {
      if (viaForm) return answer(400, verdict.reason === 'quoted' ? texts.subscribeQuoted : texts.subscribeInvalid);
      response.status(400);
      return { statusCode: 400, error: 'Bad Request', message: [verdict.message] };
    }
    if (viaForm) return answer(200, texts.subscribeAnswer);
    return { message: SUBSCRIBE_ANSWER };
  }

  @Get('confirm')
  @ApiOperation({
    summary: "The confirmation mail's link: a page with one button (a GET never confirms; school and mail scanners follow links)",
    security: [],
  })
  @ApiQuery({ name: 'token', type: String })
  @ApiQuery({ name: 'lang', enum: LOCALES, required: false })
  @TextAnswer('The answer page: the button to confirm, or "already confirmed" (404 with the same kind of page for an unknown or expired link)', 'text/html')
  async confirmPage(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Query('token') token: unknown, @Query('lang') lang: unknown) {
    const { result, language: stored } = await this.subscribers.confirmation(tokenOf(token));
    const language = stored ?? languageOf(lang);
    const texts = apiTexts(language).newsletter.pages;
    if (result === 'invalid') return this.page(response, request, 404, { language, ...texts.invalidLink, links: this.links(request, language) });
    if (result === 'already') return this.page(response, request, 200, { language, ...texts.alreadyConfirmed, links: this.links(request, language, false) });
    const action = `${this.base()}/api/newsletter/confirm?token=${encodeURIComponent(tokenOf(token))}&lang=${language}`;
    return this.page(response, request, 200, { language, ...texts.confirmAsk, form: { action, button: texts.confirmAsk.button }, links: this.links(request, language, false) });
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: "Confirms the subscription (the confirmation page's button); answers an HTML page", security: [] })
  @ApiQuery({ name: 'token', type: String })
  @ApiQuery({ name: 'lang', enum: LOCALES, required: false })
  @TextAnswer('The answer page: confirmed / already confirmed (404 with the same kind of page for an unknown or expired link)', 'text/html')
  async confirm(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Query('token') token: unknown, @Query('lang') lang: unknown) {
    const { result, language: stored } = await this.subscribers.confirm(tokenOf(token));
    const language = stored ?? languageOf(lang);
    const texts = apiTexts(language).newsletter.pages;
    if (result === 'invalid') return this.page(response, request, 404, { language, ...texts.invalidLink, links: this.links(request, language) });
    const text = result === 'confirmed' ? texts.confirmed : texts.alreadyConfirmed;
    return this.page(response, request, 200, { language, ...text, links: this.links(request, language, false) });
  }

  @Get('language')
  @ApiOperation({ summary: "The \"already subscribed\" mail's link: a page with one button that switches the news to this language (a GET changes nothing)", security: [] })
  @ApiQuery({ name: 'token', type: String })
  @ApiQuery({ name: 'lang', enum: LOCALES })
  @TextAnswer('The answer page (404 with the unsubscribe page\'s way out for an unknown link)', 'text/html')
  async languagePage(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Query('token') token: unknown, @Query('lang') lang: unknown) {
    const language = languageOf(lang);
    const subscriber = await this.subscribers.fromUnsubscribeToken(tokenOf(token));
    if (!subscriber || subscriber.state !== 'confirmed') return this.invalidUnsubscribeLink(response, request, language);
    const texts = apiTexts(language).newsletter.pages;
    const action = `${this.base()}/api/newsletter/language?token=${encodeURIComponent(tokenOf(token))}&lang=${language}`;
    return this.page(response, request, 200, { language, ...texts.languageAsk, form: { action, button: texts.languageAsk.button }, links: this.links(request, language, false) });
  }

  @Post('language')
  @HttpCode(200)
  @ApiOperation({ summary: 'Switches the news to the language of the link (the language page\'s button); answers an HTML page', security: [] })
  @ApiQuery({ name: 'token', type: String })
  @ApiQuery({ name: 'lang', enum: LOCALES })
  @TextAnswer('The answer page (404 for an unknown link)', 'text/html')
  async switchLanguage(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Query('token') token: unknown, @Query('lang') lang: unknown) {
    const language = languageOf(lang);
    const switched = await this.subscribers.switchLanguage(tokenOf(token), language);
    if (!switched) return this.invalidUnsubscribeLink(response, request, language);
    const texts = apiTexts(language).newsletter.pages;
    return this.page(response, request, 200, { language, ...texts.languageChanged, links: this.links(request, language, false) });
  }

  /**
   * A forged, expired or used link of a subscriber's own: the way out (our address, the contact
   * form), never the subscribe form, since whoever holds it wants the news to stop.
   */
  private async invalidUnsubscribeLink(response: Response, request: Request, language: Locale): Promise<string> {
    const texts = apiTexts(language).newsletter.pages;
    const email = (await this.site.current()).email;
    const base = this.base();
    return this.page(response, request, 404, {
      language,
      title: texts.unsubscribeInvalid.title,
      text: texts.unsubscribeInvalid.text,
      links: [
        ...(email ? [{ href: `mailto:${email}`, label: `${texts.unsubscribeInvalid.writeUs}: ${email}` }] : []),
        { href: `${base}/kontakt${language === 'en' ? '?lang=en' : ''}`, label: texts.unsubscribeInvalid.contact },
        { href: `${base}/${language === 'en' ? '?lang=en' : ''}`, label: texts.home },
      ],
    });
  }

  @Get('unsubscribe')
  @ApiOperation({ summary: "The mail footer's link: a page with one button (a GET never unsubscribes; mail scanners follow links)", security: [] })
  @ApiQuery({ name: 'token', type: String })
  @ApiQuery({ name: 'lang', enum: LOCALES, required: false })
  @TextAnswer('The answer page (404 with the same kind of page for an unknown or expired link)', 'text/html')
  async unsubscribePage(@Req() request: Request, @Res({ passthrough: true }) response: Response, @Query('token') token: unknown, @Query('lang') lang: unknown) {
    const subscriber = await this.subscribers.fromUnsubscribeToken(tokenOf(token));
    const language = subscriber?.language ?? languageOf(lang);
    const texts = apiTexts(language).newsletter.pages;
    if (!subscriber) return this.invalidUnsubscribeLink(response, request, language);
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
    const texts = apiTexts(language).newsletter.pages;
    if (result === 'invalid') return this.invalidUnsubscribeLink(response, request, language);
    return this.page(response, request, 200, { language, ...texts.unsubscribed, links: this.links(request, language, false) });
  }
}
