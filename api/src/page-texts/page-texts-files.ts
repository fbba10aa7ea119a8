// The pictures the page texts name (a carousel slide's uploaded image) are kept while any draft,
// published text or kept revision names them, so a restored revision finds its picture.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PAGE_TEXT_SPECS, type FieldsSpec, isPageTextsPage, uploadedPictures } from '@softskills/domain/page-texts';
import type { Repository } from 'typeorm';
import type { FileReferences } from '../uploads/uploaded-file-cleaner';
import { PageTextEntity, PageTextRevisionEntity } from './page-text.entity';

@Injectable()
export class PageTextsFiles implements FileReferences {
  constructor(
    @InjectRepository(PageTextEntity) private readonly pages: Repository<PageTextEntity>,
    @InjectRepository(PageTextRevisionEntity) private readonly revisions: Repository<PageTextRevisionEntity>,
  ) {}

  async paths(): Promise<string[]> {
    const specOf = (page: string): FieldsSpec => (isPageTextsPage(page) ? PAGE_TEXT_SPECS[page] : {});
    const found: string[] = [];
    for (const row of await this.pages.find()) found.push(...uploadedPictures(specOf(row.page), row.published), ...uploadedPictures(specOf(row.page), row.draft));
    for (const row of await this.revisions.find({ select: { page: true, content: true } })) found.push(...uploadedPictures(specOf(row.page), row.content));
    return found;
  }

  /** The documents are JSON text on both databases, and an upload's file name is unique: a text search finds it. */
  async names(publicPath: string): Promise<boolean> {
    // '!' escapes LIKE's wildcards the same way on both databases (a backslash is itself an escape in MySQL's literals).
    const pattern = `%${publicPath.replace(/[!%_]/g, (character) => `!${character}`)}%`;
    const inPages = await this.pages.createQueryBuilder('p').where("p.published LIKE :pattern ESCAPE '!'", { pattern }).orWhere("p.draft LIKE :pattern ESCAPE '!'", { pattern }).getCount();
    if (inPages > 0) return true;
    return (await this.revisions.createQueryBuilder('r').where("r.content LIKE :pattern ESCAPE '!'", { pattern }).getCount()) > 0;
  }
}
