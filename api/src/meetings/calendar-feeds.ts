// The calendar feeds, each built once per content version and site details: calendar apps poll
// them every hour, and a 304 must cost no more than a lookup. Any change to the meetings or the
// site's details moves the content version (or hands over new details), so a kept feed is never
// stale; the version is read before the meetings, so what is kept under it is at least that new.
import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { workshopById, workshopName, type Locale, type Meeting, type SiteContent, type WorkshopId } from '@softskills/domain';
import { ContentVersion } from '../public-cache/content-version';
import { SiteConfigService } from '../site-config/site-config.service';
import { calendarFeed, meetingFileName } from './calendar-feed';
import { MeetingsService } from './meetings.service';

export interface CalendarFile {
  body: string;
  /** A strong validator of the body. */
  etag: string;
  /** The latest change of its meetings (HTTP date), null without meetings. */
  lastModified: string | null;
  /** The download's name (one meeting's file). */
  fileName?: string;
}

interface Kept {
  contentVersion: number;
  site: SiteContent;
  file: CalendarFile;
}

/** Two languages of the whole feed and six workshops' feeds, and the meetings downloaded most. */
const KEPT_FILES = 200;

function calendarFile(meetings: Meeting[], body: string, fileName?: string): CalendarFile {
  const lastChange = meetings.reduce((latest, meeting) => Math.max(latest, Date.parse(meeting.updatedAt)), 0);
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    lastModified: lastChange > 0 ? new Date(lastChange).toUTCString() : null,
    ...(fileName ? { fileName } : {}),
  };
}

@Injectable()
export class CalendarFeeds {
  private readonly kept = new LRUCache<string, Kept>({ max: KEPT_FILES });

  constructor(
    private readonly meetings: MeetingsService,
    private readonly site: SiteConfigService,
    private readonly contentVersion: ContentVersion,
  ) {}

  all(locale: Locale): Promise<CalendarFile> {
    return this.cached(`all:${locale}`, async (site) => {
      const meetings = await this.meetings.list();
      return calendarFile(meetings, calendarFeed(meetings, { locale, site }));
    });
  }

  workshop(workshopId: WorkshopId, locale: Locale): Promise<CalendarFile> {
    return this.cached(`workshop:${workshopId}:${locale}`, async (site) => {
      const meetings = await this.meetings.list(workshopId);
      return calendarFile(meetings, calendarFeed(meetings, { locale, site, name: workshopName(workshopById(workshopId), locale) }));
    });
  }

  meeting(id: number, locale: Locale): Promise<CalendarFile> {
    return this.cached(`meeting:${id}:${locale}`, async (site) => {
      const meeting = await this.meetings.get(id);
      return calendarFile([meeting], calendarFeed([meeting], { locale, site, name: workshopName(workshopById(meeting.workshopId), locale) }), meetingFileName(meeting, locale));
    });
  }

  private async cached(key: string, build: (site: SiteContent) => Promise<CalendarFile>): Promise<CalendarFile> {
    const contentVersion = await this.contentVersion.current().catch(() => null);
    const site = await this.site.current();
    const kept = this.kept.get(key);
    if (contentVersion !== null && kept?.contentVersion === contentVersion && kept.site === site) return kept.file;
    const file = await build(site);
    if (contentVersion !== null) this.kept.set(key, { contentVersion, site, file });
    return file;
  }
}
