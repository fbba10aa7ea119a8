// The fields every bilingual content item has on the wire, built per kind because each
// kind has its own text limits and types. The workshop field stays with each kind: the spec names it
// `category` for materials and `workshop` for tools (spec 7).
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { OptionalText, RequiredText, RequiredTextWhenSent } from '../common/dto-fields';

export interface ContentItemKind<Type extends string> {
  limits: { title: number; description: number };
  types: readonly Type[];
}

/** POST: the texts in both languages and the type. */
export function ContentItemInputDto<Type extends string>({ limits, types }: ContentItemKind<Type>) {
  abstract class ContentItemInput {
    @RequiredText(limits.title)
    title: string;

    @RequiredText(limits.description)
    description: string;

    @OptionalText(limits.title)
    titleEn?: string | null;

    @OptionalText(limits.description)
    descriptionEn?: string | null;

    @ApiProperty({ enum: types })
    @IsIn(types)
    type: Type;
  }
  return ContentItemInput;
}

/** PATCH /{kind}/{id}: the texts in either language; absent fields stay. */
export function ContentItemTextsDto({ limits }: Pick<ContentItemKind<string>, 'limits'>) {
  abstract class ContentItemTexts {
    @RequiredTextWhenSent(limits.title)
    title?: string;

    @RequiredTextWhenSent(limits.description)
    description?: string;

    @OptionalText(limits.title)
    titleEn?: string | null;

    @OptionalText(limits.description)
    descriptionEn?: string | null;
  }
  return ContentItemTexts;
}

/** The answer: the stored item. */
export function ContentItemDto<Type extends string>({ types }: Pick<ContentItemKind<Type>, 'types'>) {
  abstract class ContentItem {
    @ApiProperty() id: number;
    @ApiProperty() title: string;
    @ApiProperty() description: string;
    @ApiProperty({ type: String, nullable: true, description: 'English title; null when not written' }) titleEn: string | null;
    @ApiProperty({ type: String, nullable: true, description: 'English description' }) descriptionEn: string | null;
    @ApiProperty({ enum: types }) type: Type;
    @ApiProperty({ format: 'date-time' }) createdAt: string;
  }
  return ContentItem;
}
