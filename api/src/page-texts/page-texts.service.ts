// The public pages' texts: the public reads what is published; the administrator works on a draft,
// sees it in a preview, and publishes both languages of a page at once. Every publish keeps a
// revision (the newest REVISIONS_KEPT per page; a job prunes the rest); a restore loads a revision
// into the draft, never straight onto the public page.
import { BadRequestException, Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@softskills/domain';
import {
  isPageTextsPage,
  PAGE_TEXTS_PAGES,
  type PageTextsDocument,
  type PageTextsPage,
  pageTextsProblems,
  placeholderValues,
  type ShownPicture,
  showPageTexts,
  uploadedPictures,
  textLeaves,
  PAGE_TEXT_SPECS,
  translationSummary,
  type TranslationSummary,
} from '@softskills/domain/page-texts';
import { type DataSource, LessThanOrEqual, type Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Clock } from '../platform/clock';
import { hourlyAt, JobRunner } from '../platform/job-runner';
import { SiteConfigService } from '../site-config/site-config.service';
import { StoredImages } from '../uploads/stored-images';
import { PageTextEntity, PageTextRevisionEntity } from './page-text.entity';
import { renderRichText } from '@softskills/domain/rich-text';

/** Revisions kept per page; older ones are pruned hourly. */
export const REVISIONS_KEPT = 50;
/** How long a preview link shows the draft. */
const PREVIEW_MINUTES = 30;

export interface PageTextsOverview {
  page: PageTextsPage;
  publishedAt: string;
  publishedBy: string | null;
  draftSavedAt: string | null;
  /** English missing or outdated in what the administrator works on: the draft, else the published texts. */
  english: TranslationSummary;
  revisions: number;
}

export interface PageTextsForEditing {
  page: PageTextsPage;
  published: PageTextsDocument;
  publishedAt: string;
  publishedBy: string | null;
  draft: PageTextsDocument | null;
  draftSavedAt: string | null;
  /** The revision the draft was loaded from, when it was restored. */
  draftRestoredFrom: number | null;
  /** The newest revision's number (the one published now). */
  revision: number;
}

export interface RevisionSummary {
  number: number;
  publishedAt: string;
  publishedBy: string | null;
  changedFields: string[];
  restoredFrom: number | null;
}

/** The paths of the text fields whose Slovak or English differs between two documents, and of lists whose items changed place. */
export function changedFields(page: PageTextsPage, before: PageTextsDocument, after: PageTextsDocument): string[] {
  const spec = PAGE_TEXT_SPECS[page];
  const texts = (document: PageTextsDocument) => new Map(textLeaves(spec, document).map((leaf) => [leaf.path, `${leaf.value.sk}\u0000${leaf.value.en}`]));
  const old = texts(before);
  const now = texts(after);
  const changed = new Set<string>();
  for (const [path, value] of now) if (old.get(path) !== value) changed.add(path);
  for (const path of old.keys()) if (!now.has(path)) changed.add(path);
  return [...changed];
}

@Injectable()
export class PageTextsService {
  private readonly logger = new Logger('PageTexts');
  /** The draft of a page with a preview token: the token says which page, until when, signed. */
  private readonly previewKey: string;

  constructor(
    @InjectRepository(PageTextEntity) private readonly pages: Repository<PageTextEntity>,
    @InjectRepository(PageTextRevisionEntity) private readonly revisions: Repository<PageTextRevisionEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly site: SiteConfigService,
    private readonly images: StoredImages,
    private readonly clock: Clock,
    private readonly activity: ActivityService,
    jobs: JobRunner,
  ) {
    this.previewKey = createHmac('sha256', resolveJwtSecret(config)).update('page-texts-preview').digest('hex');
    jobs.define({ name: 'page-text-revisions', cron: hourlyAt(35), runAtStart: true, exclusive: true, run: () => this.pruneRevisions() });
  }

  // ---- The public ----------------------------------------------------------------------------

  /** A page's published texts (its draft with a valid preview token) in the reader's language. */
  async shown(page: string, locale: Locale, previewToken?: string) {
    const known = this.known(page);
    const row = await this.pages.findOneBy({ page: known });
    if (!row) throw new NotFoundException(`The texts of ${known} are not there yet`);
    const previewing = previewToken !== undefined && this.previewTokenValid(known, previewToken);
    if (previewToken !== undefined && !previewing) throw new BadRequestException('The preview link has expired or is not valid; open the preview again from the editor');
    const document = previewing ? (row.draft ?? row.published) : row.published;
    const problems = pageTextsProblems(known, document);
    if (problems.length) {
      // Never shown half-broken and never cached: the page falls back to the texts it started with.
      this.logger.error(`The stored texts of ${known} cannot be shown (${problems.slice(0, 3).map((p) => `${p.field} ${p.message}`).join('; ')})`);
      throw new ServiceUnavailableException(`The texts of ${known} cannot be read just now`);
    }
    const pictures = new Map<string, ShownPicture>();
    for (const src of uploadedPictures(PAGE_TEXT_SPECS[known], document)) {
      const info = await this.images.describe(src);
      pictures.set(src, info ? { src, ...info } : { src });
    }
    return showPageTexts(known, document, locale, placeholderValues(await this.site.current(), locale), renderRichText, (src) => pictures.get(src) ?? { src });
  }

  // ---- The administrator ---------------------------------------------------------------------

  async overview(): Promise<PageTextsOverview[]> {
    const rows = new Map((await this.pages.find()).map((row) => [row.page, row]));
    const counts = new Map(
      (await this.revisions.createQueryBuilder('r').select('r.page', 'page').addSelect('COUNT(*)', 'count').groupBy('r.page').getRawMany<{ page: string; count: string | number }>()).map(
        (row) => [row.page, Number(row.count)],
      ),
    );
    return PAGE_TEXTS_PAGES.filter((page) => rows.has(page)).map((page) => {
      const row = rows.get(page)!;
      return {
        page,
        publishedAt: row.publishedAt.toISOString(),
        publishedBy: row.publishedBy,
        draftSavedAt: row.draftSavedAt?.toISOString() ?? null,
        english: translationSummary(page, row.draft ?? row.published),
        revisions: counts.get(page) ?? 0,
      };
    });
  }

  async forEditing(page: string): Promise<PageTextsForEditing> {
    const row = await this.row(page);
    const newest = await this.revisions.findOne({ where: { page: row.page }, order: { number: 'DESC' } });
    return {
      page: row.page as PageTextsPage,
      published: row.published,
      publishedAt: row.publishedAt.toISOString(),
      publishedBy: row.publishedBy,
      draft: row.draft,
      draftSavedAt: row.draftSavedAt?.toISOString() ?? null,
      draftRestoredFrom: row.draftRestoredFrom,
      revision: newest?.number ?? 0,
    };
  }

  /** Stores the draft of a page; nothing is stored when anything in it is wrong (400, every problem listed). */
  async saveDraft(page: string, document: unknown): Promise<PageTextsForEditing> {
    const row = await this.row(page);
    const problems = pageTextsProblems(row.page as PageTextsPage, document);
    if (problems.length) throw new BadRequestException(problems.map((problem) => `${problem.field} ${problem.message}`));
    await this.pages.update({ page: row.page }, { draft: document as PageTextsDocument, draftSavedAt: this.clock.nowInSeconds() });
    return this.forEditing(row.page);
  }

  async discardDraft(page: string): Promise<PageTextsForEditing> {
    const row = await this.row(page);
    await this.pages.update({ page: row.page }, { draft: null, draftSavedAt: null, draftRestoredFrom: null });
    return this.forEditing(row.page);
  }

  /** Takes the draft live, both languages at once, and keeps it as the next revision. */
  async publish(page: string, publishedBy: string | null): Promise<PageTextsForEditing> {
    const known = this.known(page);
    const published = await this.dataSource.transaction(async (manager) => {
      const rows = manager.getRepository(PageTextEntity);
      const row = await rows.findOneBy({ page: known });
      if (!row) throw new NotFoundException(`The texts of ${known} are not there`);
      if (!row.draft) throw new BadRequestException('There is no draft to publish: save your changes first');
      const problems = pageTextsProblems(known, row.draft);
      if (problems.length) throw new BadRequestException(problems.map((problem) => `${problem.field} ${problem.message}`));
      const now = this.clock.nowInSeconds();
      const revisions = manager.getRepository(PageTextRevisionEntity);
      const newest = await revisions.findOne({ where: { page: known }, order: { number: 'DESC' } });
      const revision = { number: (newest?.number ?? 0) + 1, changedFields: changedFields(known, row.published, row.draft) };
      await revisions.insert({
        page: known,
        ...revision,
        content: row.draft,
        publishedAt: now,
        publishedBy,
        restoredFrom: row.draftRestoredFrom,
      });
      await rows.update({ page: known }, { published: row.draft, publishedAt: now, publishedBy, draft: null, draftSavedAt: null, draftRestoredFrom: null });
      return revision;
    });
    await this.activity.record({ kind: 'page-text', action: 'publish', itemId: known, itemLabel: known, changedFields: published.changedFields, counts: { number: published.number } });
    return this.forEditing(known);
  }

  async revisionList(page: string): Promise<RevisionSummary[]> {
    const known = this.known(page);
    const rows = await this.revisions.find({ where: { page: known }, order: { number: 'DESC' }, select: { number: true, publishedAt: true, publishedBy: true, changedFields: true, restoredFrom: true } });
    return rows.map((row) => ({ number: row.number, publishedAt: row.publishedAt.toISOString(), publishedBy: row.publishedBy, changedFields: row.changedFields, restoredFrom: row.restoredFrom }));
  }

  async revision(page: string, number: number): Promise<RevisionSummary & { content: PageTextsDocument }> {
    const known = this.known(page);
    const row = await this.revisions.findOneBy({ page: known, number });
    if (!row) throw new NotFoundException(`Revision ${number} of ${known} does not exist (or was pruned)`);
    return { number: row.number, publishedAt: row.publishedAt.toISOString(), publishedBy: row.publishedBy, changedFields: row.changedFields, restoredFrom: row.restoredFrom, content: row.content };
  }

  /** Loads a revision into the draft, for the administrator to review and publish; the public page stays as it is. */
  async restoreIntoDraft(page: string, number: number): Promise<PageTextsForEditing> {
    const revision = await this.revision(page, number);
    await this.pages.update({ page: this.known(page) }, { draft: revision.content, draftSavedAt: this.clock.nowInSeconds(), draftRestoredFrom: number });
    return this.forEditing(page);
  }

  /** A token that shows this page's draft to whoever holds it, for PREVIEW_MINUTES. */
  previewToken(page: string): { token: string; expiresAt: string } {
    const known = this.known(page);
    const expires = this.clock.now().getTime() + PREVIEW_MINUTES * 60_000;
    return { token: `${expires.toString(36)}.${this.previewSignature(known, expires)}`, expiresAt: new Date(expires).toISOString() };
  }

  private previewSignature(page: PageTextsPage, expires: number): string {
    return createHmac('sha256', this.previewKey).update(`${page}:${expires}`).digest('base64url');
  }

  private previewTokenValid(page: PageTextsPage, token: string): boolean {
    const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return false;
    const expires = parseInt(match[1], 36);
    if (!(expires > this.clock.now().getTime())) return false;
    const expected = Buffer.from(this.previewSignature(page, expires));
    const given = Buffer.from(match[2]);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** Keeps the newest REVISIONS_KEPT of each page. */
  async pruneRevisions(): Promise<number> {
    let pruned = 0;
    for (const page of PAGE_TEXTS_PAGES) {
      const newest = await this.revisions.findOne({ where: { page }, order: { number: 'DESC' }, select: { number: true } });
      if (!newest || newest.number <= REVISIONS_KEPT) continue;
      const result = await this.revisions.delete({ page, number: LessThanOrEqual(newest.number - REVISIONS_KEPT) });
      pruned += result.affected ?? 0;
    }
    if (pruned) this.logger.log(`Pruned ${pruned} old page text revision(s)`);
    return pruned;
  }

  private known(page: string): PageTextsPage {
    if (!isPageTextsPage(page)) throw new NotFoundException(`There is no page "${page}" with texts; the pages are ${PAGE_TEXTS_PAGES.join(', ')}`);
    return page;
  }

  private async row(page: string): Promise<PageTextEntity> {
    const known = this.known(page);
    const row = await this.pages.findOneBy({ page: known });
    if (!row) throw new NotFoundException(`The texts of ${known} are not there`);
    return row;
  }
}
