import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim, TrimToNull } from '../../common/dto-fields';
import type { DataSubject } from '@softskills/domain';

/** Sent in a POST body, never in the address: an e-mail in a URL would end up in access logs. */
export class DataSubjectDto implements DataSubject {
  @ApiProperty({ format: 'email' })
  @Trim()
  @IsEmail()
  @MaxLength(254)
  email: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Also finds records under this name (e.g. feedback whose e-mail was already dropped)' })
  @TrimToNull()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;
}
