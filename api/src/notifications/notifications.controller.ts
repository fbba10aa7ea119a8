import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MailTransport } from '../newsletter/mail-transport';
import { SiteConfigService } from '../site-config/site-config.service';
import { AdminNotifier } from './admin-notifier';
import { NotificationSettingsAnswerDto, NotificationSettingsDto } from './dto/notification-settings.dto';

@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly notifier: AdminNotifier,
    private readonly mail: MailTransport,
    private readonly site: SiteConfigService,
  ) {}

  @Get('settings')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Which e-mails the administrator gets about what needs her, where they go, and whether e-mail is configured' })
  @ApiOkResponse({ type: NotificationSettingsAnswerDto })
  async view(): Promise<NotificationSettingsAnswerDto> {
    return { ...(await this.notifier.settings()), mailConfigured: this.mail.configured, recipient: (await this.site.current()).email };
  }

  @Put('settings')
  @ApiOperation({ summary: 'Turns the e-mails about new messages and the daily feedback digest on or off' })
  @ApiOkResponse({ type: NotificationSettingsAnswerDto })
  async save(@Body() settings: NotificationSettingsDto): Promise<NotificationSettingsAnswerDto> {
    await this.notifier.saveSettings({ newMessages: settings.newMessages, feedbackDigest: settings.feedbackDigest });
    return this.view();
  }
}
