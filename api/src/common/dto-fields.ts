import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** Trims strings so "   " counts as empty; other values pass through for the validators to judge. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Trims, and turns an empty optional text into null. */
export const TrimToNull = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  });

/** Stored image paths the server wrote: /uploads/images/<name>.jpg */
export const IMAGE_PATH_PATTERN = /^\/uploads\/images\/[A-Za-z0-9][A-Za-z0-9_-]*\.jpg$/;
export const VIDEO_PATH_PATTERN = /^\/uploads\/videos\/[A-Za-z0-9][A-Za-z0-9_-]*\.[A-Za-z0-9]{2,4}$/;
export const UPLOAD_PATH_PATTERN = /^\/uploads\/(images|videos|materials)\/[A-Za-z0-9][A-Za-z0-9_-]*\.[A-Za-z0-9]{2,5}$/;

/** A required text field: trimmed, not blank, at most `maxLength` characters. */
export const RequiredText = (maxLength: number, options: ApiPropertyOptions = {}) =>
  applyDecorators(ApiProperty({ maxLength, ...options }), Trim(), IsString(), IsNotEmpty(), MaxLength(maxLength));

/** A required text that a partial update (PATCH) may leave out; when sent, it must not be blank. */
export const RequiredTextWhenSent = (maxLength: number) =>
  applyDecorators(ApiProperty({ required: false, maxLength }), Trim(), IsOptional(), IsString(), IsNotEmpty(), MaxLength(maxLength));

/** An optional text field: trimmed, an empty value stored as null. */
export const OptionalText = (maxLength: number) =>
  applyDecorators(
    ApiProperty({ type: String, nullable: true, required: false, maxLength }),
    TrimToNull(),
    IsOptional(),
    IsString(),
    MaxLength(maxLength),
  );
