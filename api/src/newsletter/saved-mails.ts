// The .eml files the mail transport writes when SMTP_URL is unset hold addresses too.
// They are found by the To header (the personal-data search lists them and the export carries their
// headers), erased with the address (admin erase, unsubscribing, the personal-data erasure), and
// swept after the unconfirmed-address retention period like unconfirmed addresses.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { normalizeEmail } from './newsletter-keys';

/** One saved mail as the personal-data search shows and exports it. */
export interface SavedMail {
  /** The file name under DATA_DIR/mail. */
  id: string;
  email: string;
  /** When it was written (ISO). */
  createdAt: string;
  /** The mail's header block as saved (encoded words left as they are). */
  headers: string;
}

/** Enough for any header block the transport writes; the body is never read. */
const HEADER_BYTES = 64 * 1024;

/** The header block of a raw message, continuation lines joined. */
export function headerBlock(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  return end < 0 ? raw : raw.slice(0, end);
}

/** The addresses of the To and Cc headers (display names and encoded words ignored). */
export function recipientsOf(headers: string): string[] {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const lines = unfolded.split(/\r?\n/).filter((line) => /^(to|cc):/i.test(line));
  return lines.flatMap((line) => [...line.slice(line.indexOf(':') + 1).matchAll(/[^\s<>,;"]+@[^\s<>,;"]+/g)].map((match) => normalizeEmail(match[0])));
}

@Injectable()
export class SavedMails {
  private readonly logger = new Logger('SavedMails');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private async files(): Promise<string[]> {
    const names = await readdir(this.config.mail.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    return names.filter((name) => name.endsWith('.eml')).sort();
  }

  private async headersOf(name: string): Promise<string> {
    const handle = await open(join(this.config.mail.dir, name), 'r');
    try {
      const buffer = Buffer.alloc(HEADER_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, HEADER_BYTES, 0);
      return headerBlock(buffer.subarray(0, bytesRead).toString('utf8'));
    } finally {
      await handle.close();
    }
  }

  /** Every saved mail addressed to `email`, oldest first. */
  async addressedTo(email: string): Promise<SavedMail[]> {
    const wanted = normalizeEmail(email);
    const found: SavedMail[] = [];
    for (const name of await this.files()) {
      const headers = await this.headersOf(name).catch(() => null); // gone meanwhile
      if (headers === null || !recipientsOf(headers).includes(wanted)) continue;
      const written = await stat(join(this.config.mail.dir, name)).catch(() => null);
      found.push({ id: name, email: wanted, createdAt: (written?.mtime ?? new Date(0)).toISOString(), headers });
    }
    return found;
  }

  /** Deletes the saved mails addressed to `email`; resolves to how many went. */
  async eraseAddressedTo(email: string): Promise<number> {
    const found = await this.addressedTo(email);
    await Promise.all(found.map((mail) => rm(join(this.config.mail.dir, mail.id), { force: true })));
    return found.length;
  }

  /** Deletes saved mails written more than `maxAgeMs` before `now`; resolves to how many went. */
  async sweep(maxAgeMs: number, now = Date.now()): Promise<number> {
    let erased = 0;
    for (const name of await this.files()) {
      const path = join(this.config.mail.dir, name);
      const written = await stat(path).catch(() => null);
      if (written && written.mtimeMs < now - maxAgeMs) {
        await rm(path, { force: true });
        erased += 1;
      }
    }
    if (erased) this.logger.log(`Erased ${erased} saved mail file(s) older than ${Math.round(maxAgeMs / 86_400_000)} days`);
    return erased;
  }
}
