import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  CONTACT_PAGE_SIZE,
  CONTACT_PAGE_SIZE_MAX,
  CONTACT_SUBJECTS,
  type ContactInput,
  type ContactMessage,
  type ContactMessagePage,
  type ContactPhotoReference,
  type ContactSubject,
} from '@softskills/domain';
import { RequiredText, Trim, TrimToNull } from '../../common/dto-fields';
import { SpamTrapFieldsDto } from '../../public-forms/spam-trap';

export class ContactInputDto extends SpamTrapFieldsDto implements ContactInput {
  @RequiredText(100)
  name: string;

  @ApiProperty({ format: 'email' })
  @Trim()
  @IsEmail()
  @MaxLength(254)
  email: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '+421 900 000 000' })
  @TrimToNull()
  @IsOptional()
  @Matches(/^\+?[0-9 ()/-]{6,30}$/, { message: 'phone must be a phone number (digits, spaces, + ( ) / -)' })
  phone?: string | null;

  @ApiProperty({ enum: CONTACT_SUBJECTS })
  @IsIn(CONTACT_SUBJECTS)
  subject: ContactSubject;

  @RequiredText(5000)
  message: string;

  @ApiPropertyOptional({ enum: [false], description: 'Ignored: new messages are always unresolved' })
  resolved?: false;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The gallery photo a removal request is about; an id that names no photo is not stored' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  galleryItemId?: number | null;
}

export class ContactResolvedDto {
  @ApiProperty({ minimum: 1 })
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id: number;

  @ApiProperty()
  @IsBoolean()
  resolved: boolean;
}

export class ContactPhotoReferenceDto implements ContactPhotoReference {
  @ApiProperty() id: number;
  @ApiProperty({ type: Number, nullable: true }) albumId: number | null;
  @ApiProperty({ type: String, nullable: true }) albumName: string | null;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true, description: 'A small copy; null while the photo is hidden' }) thumbnail: string | null;
  @ApiProperty() hidden: boolean;
}

export class ContactMessageDto implements ContactMessage {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ enum: CONTACT_SUBJECTS }) subject: ContactSubject;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty() resolved: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'The gallery photo a removal request names' }) galleryItemId: number | null;
  @ApiPropertyOptional({ type: ContactPhotoReferenceDto, nullable: true, description: 'That photo as it is now (administrator\'s list); null when deleted since' }) photo?: ContactPhotoReferenceDto | null;
}

export class ContactPageQueryDto {
  @ApiPropertyOptional({ minimum: 1, description: 'Page number, 1 = newest. Without page and pageSize the answer is the whole list as an array (kept for existing clients)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: CONTACT_PAGE_SIZE_MAX, default: CONTACT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(CONTACT_PAGE_SIZE_MAX)
  pageSize?: number;
}

export class ContactMessagePageDto implements ContactMessagePage {
  @ApiProperty({ type: [ContactMessageDto], description: 'Newest first' }) items: ContactMessageDto[];
  @ApiProperty({ description: 'Messages in all pages' }) total: number;
  @ApiProperty({ description: 'Unresolved messages in all pages' }) unresolved: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}
