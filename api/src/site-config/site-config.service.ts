// The one run-time source of the site's details (contact, school, social profiles, partners,
// project number, the privacy page's controller) that pages, mails, calendar feeds, structured
// data and the admin read. Three layers, the later winning: the compiled sample (only a default),
// the operator's file (SITE_CONFIG_FILE, by default DATA_DIR/site.json) and what the administrator
// saved in Settings (the site_settings row). The file is looked at on every read (one stat) and read
// again when it changed; the saved row is read again when the content version moved (a save bumps
// it), so every replica serves a change on its next request. A file that holds a wrong value is
// reported once in the log, naming the field, and the defaults are used for what is wrong: never a
// crash. A file that is no JSON (being written at that moment, or mistyped) keeps the values last
// read from it: a visitor is never shown the sample school's phone in the middle of a save.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { readFile, stat } from 'node:fs/promises';
import { type Locale, productNameIn, SITE_CONTENT, type SiteContent } from '@softskills/domain';
import { parseSiteContent } from '@softskills/domain/site-content-schema';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ContentVersion } from '../public-cache/content-version';
import { SiteSettingsEntity } from './site-settings.entity';

export const SITE_SETTINGS_ROW = 1;

interface OperatorValues {
  /** What identifies the file's version: its modification time and size; null when there is no file. */
  version: string | null;
  content: SiteContent;
}

export interface SavedDetails {
  /** The document the administrator saved (checked by the schema when saved). */
  details: unknown;
  savedAt: Date;
}

/** Problems of the operator's file named in its log line; the rest are counted. */
const LOGGED_PROBLEMS = 10;

@Injectable()
export class SiteConfigService {
  private readonly logger = new Logger('SiteConfig');
  private operator: OperatorValues | null = null;
  private operatorLoading: Promise<OperatorValues> | null = null;
  private saved: { contentVersion: number; row: SavedDetails | null } | null = null;
  private merged: { operator: SiteContent; row: SavedDetails; content: SiteContent } | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(SiteSettingsEntity) private readonly settings: Repository<SiteSettingsEntity>,
    private readonly contentVersion: ContentVersion,
  ) {}

  /** The site's details now: the administrator's over the operator's file over the sample. */
  async current(): Promise<SiteContent> {
    const [operator, row] = await Promise.all([this.operatorValues(), this.savedDetails()]);
    if (!row) return operator;
    if (this.merged?.operator !== operator || this.merged.row !== row) {
      this.merged = { operator, row, content: parseSiteContent(row.details, operator).content };
    }
    return this.merged.content;
  }

  /** The product's name in a language (mails, feeds, structured data). */
  async productName(locale: Locale): Promise<string> {
    return productNameIn(await this.current(), locale).text;
  }

  /** The starting values: the operator's file over the sample (what a reset in Settings returns to). */
  async operatorValues(): Promise<SiteContent> {
    const version = await this.fileVersion();
    if (this.operator && this.operator.version === version) return this.operator.content;
    // Requests at the same moment share one read.
    this.operatorLoading ??= this.loadFile(version).finally(() => (this.operatorLoading = null));
    this.operator = await this.operatorLoading;
    return this.operator.content;
  }

  /** What the administrator saved, or null; read again only when the content version moved. */
  async savedDetails(): Promise<SavedDetails | null> {
    const contentVersion = await this.contentVersion.current().catch(() => null);
    if (contentVersion !== null && this.saved?.contentVersion === contentVersion) return this.saved.row;
    // Read after the version: the row is at least as new as the version it is kept under.
    const row = await this.settings.findOneBy({ id: SITE_SETTINGS_ROW });
    const saved = row ? this.parseRow(row) : null;
    if (contentVersion !== null) this.saved = { contentVersion, row: saved };
    return saved;
  }

  /** Read the saved row again on the next request: this process just changed it, before the content version moved. */
  forgetSaved(): void {
    this.saved = null;
  }

  parseRow(row: SiteSettingsEntity): SavedDetails | null {
    try {
      return { details: JSON.parse(row.details) as unknown, savedAt: row.savedAt };
    } catch {
      this.logger.error('The saved site details are no JSON; the operator\'s values are used until they are saved again');
      return null;
    }
  }

  private async fileVersion(): Promise<string | null> {
    try {
      const stats = await stat(this.config.siteConfigFile);
      return `${stats.mtimeMs}:${stats.size}`;
    } catch {
      return null;
    }
  }

  private async loadFile(version: string | null): Promise<OperatorValues> {
    const file = this.config.siteConfigFile;
    if (version === null) return { version, content: SITE_CONTENT };
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(file, 'utf8')) as unknown;
    } catch (error) {
      // The values of the last version that could be read (the sample only when none could).
      const kept = this.operator?.content ?? SITE_CONTENT;
      const what = kept === SITE_CONTENT ? 'the sample site details are used' : 'the details last read from it are kept';
      this.logger.error(`${file} could not be read as JSON (${error instanceof Error ? error.message : String(error)}); ${what} until it is fixed`);
      return { version, content: kept };
    }
    const { content, problems } = parseSiteContent(parsed);
    // One line per version of the file, however many problems it has (the first few named).
    if (problems.length > 0) {
      const more = problems.length > LOGGED_PROBLEMS ? `; and ${problems.length - LOGGED_PROBLEMS} more` : '';
      this.logger.error(`${file}: ${problems.length} value(s) ignored: ${problems.slice(0, LOGGED_PROBLEMS).join('; ')}${more}`);
    }
    if (problems.length === 0) this.logger.log(`site details read from ${file}`);
    return { version, content };
  }
}
