import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { NotificationSettings } from '@softskills/domain';

export class NotificationSettingsDto implements NotificationSettings {
  @ApiProperty({ description: 'A new contact message or photo take-down request is e-mailed to the site address at once' })
  @IsBoolean()
  newMessages: boolean;

  @ApiProperty({ description: 'Feedback awaiting approval is listed in one e-mail a day' })
  @IsBoolean()
  feedbackDigest: boolean;
}

export class NotificationSettingsAnswerDto extends NotificationSettingsDto {
  @ApiProperty({ description: 'E-mail is configured (SMTP_URL): without it no notification leaves the server' })
  mailConfigured: boolean;

  @ApiProperty({ description: 'Where the e-mails go: the site address from the site details' })
  recipient: string;
}
