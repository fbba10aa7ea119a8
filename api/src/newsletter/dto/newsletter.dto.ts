import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { LOCALES, type Locale, type MailingInput, NEWSLETTER_PAGE_SIZE, NEWSLETTER_RULES, NEWSLETTER_STATES, type NewsletterState } from 'shared-ui/domain';
import { OptionalText, RequiredText, Trim } from '../../common/dto-fields';

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

  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES)
  language: Locale;
}

export class LanguageQueryDto {
  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES)
  language: Locale;
}

export class SubscriberPageQueryDto {
  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: NEWSLETTER_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;

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
