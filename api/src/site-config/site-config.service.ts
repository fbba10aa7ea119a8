// Issue 25.9: the site's details (contact, school, social profiles, partners, project number) as
// the operator writes them into a JSON file (SITE_CONFIG_FILE, by default DATA_DIR/site.json),
// checked against the zod schema in shared-ui (shared-ui/site-content-schema). The file is looked at on every
// read (one stat) and read again when it changed, so a new phone number is served at once, with no
// restart and nothing rebuilt. A missing file means the sample values; a file that is no JSON or
// holds a wrong value is reported once in the log, naming the field, and the defaults are used for
// what is wrong: never a crash.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { readFile, stat } from 'node:fs/promises';
import { SITE_CONTENT, type SiteContent } from 'shared-ui/domain';
import { parseSiteContent } from 'shared-ui/site-content-schema';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

interface Loaded {
  /** What identifies the file's version: its modification time and size; null when there is no file. */
  version: string | null;
  content: SiteContent;
}

@Injectable()
export class SiteConfigService {
  private readonly logger = new Logger('SiteConfig');
  private loaded: Loaded | null = null;
  private loading: Promise<Loaded> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The site's details now: the file's values over the sample values. */
  async current(): Promise<SiteContent> {
    const version = await this.fileVersion();
    if (this.loaded && this.loaded.version === version) return this.loaded.content;
    // Requests at the same moment share one read.
    this.loading ??= this.load(version).finally(() => (this.loading = null));
    this.loaded = await this.loading;
    return this.loaded.content;
  }

  private async fileVersion(): Promise<string | null> {
    try {
      const stats = await stat(this.config.siteConfigFile);
      return `${stats.mtimeMs}:${stats.size}`;
    } catch {
      return null;
    }
  }

  private async load(version: string | null): Promise<Loaded> {
    const file = this.config.siteConfigFile;
    if (version === null) return { version, content: SITE_CONTENT };
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(file, 'utf8')) as unknown;
    } catch (error) {
      this.logger.error(`${file} could not be read as JSON (${error instanceof Error ? error.message : String(error)}); the sample site details are used until it is fixed`);
      return { version, content: SITE_CONTENT };
    }
    const { content, problems } = parseSiteContent(parsed);
    for (const problem of problems) this.logger.error(`${file}: ${problem}`);
    if (problems.length === 0) this.logger.log(`site details read from ${file}`);
    return { version, content };
  }
}
