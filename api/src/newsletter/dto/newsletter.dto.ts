import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LOCALES, type Locale, type MailingInput, NEWSLETTER_RULES, NEWSLETTER_STATES, type NewsletterState } from '@softskills/domain';
import { OptionalText, RequiredText, Trim } from '../../common/dto-fields';
import { ContactPageQueryDto } from '../../contact/dto/contact.dto';

export class MailingInputDto implements MailingInput {
  @RequiredText(NEWSLETTER_RULES.subjectMax)
  subjectSk: string;

  @RequiredText(NEWSLETTER_RULES.bodyMax)
  bodySk: string;

  @OptionalText(NEWSLETTER_RULES.subjectMax)
  subjectEn: string | null;

  @OptionalText(NEWSLETTER_RULES.bodyMax)
  bodyEn: string | null;
}

export class MailingTestDto {
  @ApiProperty({ format: 'email', description: "The administrator's own address" })
  @Trim()
  @IsEmail()
  @MaxLength(254)
  to: string;

  @ApiPropertyOptional({ enum: LOCALES, description: 'One language; left out: one copy in each language, as the subscribers of each get it' })
  @IsOptional()
  @IsIn(LOCALES)
  language?: Locale;
}

export class LanguageQueryDto {
  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES)
  language: Locale;
}

/** Paging as for contact messages (page from 1, pageSize up to 100), plus the filters. */
export class SubscriberPageQueryDto extends PickType(ContactPageQueryDto, ['page', 'pageSize'] as const) {
  @ApiPropertyOptional({ enum: NEWSLETTER_STATES })
  @IsOptional()
  @IsIn(NEWSLETTER_STATES)
  state?: NewsletterState;

  @ApiPropertyOptional({ description: 'Part of the address', maxLength: 254 })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  search?: string;
}

export class ExportQueryDto {
  @ApiPropertyOptional({ enum: ['csv', 'json'], default: 'csv' })
  @IsOptional()
  @IsIn(['csv', 'json'])
  format?: 'csv' | 'json';
}
