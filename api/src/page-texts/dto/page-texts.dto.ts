// What the page texts' endpoints answer, described for the OpenAPI document (the documents
// themselves are free-form objects described by shared-ui/page-texts).
import { ApiProperty } from '@nestjs/swagger';
import { PAGE_TEXTS_PAGES, type PageTextsDocument, type PageTextsPage } from '@softskills/domain/page-texts';

const FREE_FORM = { type: 'object', additionalProperties: true } as const;

export class EnglishSummaryDto {
  @ApiProperty({ description: 'Fields with Slovak but no English' }) missing: number;
  @ApiProperty({ description: 'Fields whose English was written before their Slovak last changed' }) outdated: number;
}

export class PageTextsOverviewDto {
  @ApiProperty({ enum: PAGE_TEXTS_PAGES }) page: PageTextsPage;
  @ApiProperty({ format: 'date-time' }) publishedAt: string;
  @ApiProperty({ type: String, nullable: true }) publishedBy: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the draft was saved; null without a draft' }) draftSavedAt: string | null;
  @ApiProperty({ type: EnglishSummaryDto }) english: EnglishSummaryDto;
  @ApiProperty({ description: 'Revisions kept' }) revisions: number;
}

export class PageTextsForEditingDto {
  @ApiProperty({ enum: PAGE_TEXTS_PAGES }) page: PageTextsPage;
  @ApiProperty(FREE_FORM) published: PageTextsDocument;
  @ApiProperty({ format: 'date-time' }) publishedAt: string;
  @ApiProperty({ type: String, nullable: true }) publishedBy: string | null;
  @ApiProperty({ ...FREE_FORM, nullable: true }) draft: PageTextsDocument | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) draftSavedAt: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The revision the draft was restored from' }) draftRestoredFrom: number | null;
  @ApiProperty({ description: 'The number of the revision published now' }) revision: number;
}

export class RevisionSummaryDto {
  @ApiProperty() number: number;
  @ApiProperty({ format: 'date-time' }) publishedAt: string;
  @ApiProperty({ type: String, nullable: true }) publishedBy: string | null;
  @ApiProperty({ type: [String], description: 'Paths of the fields that changed' }) changedFields: string[];
  @ApiProperty({ type: Number, nullable: true }) restoredFrom: number | null;
}

export class RevisionDto extends RevisionSummaryDto {
  @ApiProperty(FREE_FORM) content: PageTextsDocument;
}

export class PreviewTokenDto {
  @ApiProperty() token: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
}
