import { InitialSchema1763830000000 } from './1763830000000-initial-schema';
import { ContentVersion1764000000000 } from './1764000000000-content-version';
import { BilingualContent1764100000000 } from './1764100000000-bilingual-content';
import { Meetings1764200000000 } from './1764200000000-meetings';
import { Newsletter1764300000000 } from './1764300000000-newsletter';
import { RetentionTimes1764400000000 } from './1764400000000-retention-times';
import { PrivacyRequests1764500000000 } from './1764500000000-privacy-requests';
import { NewsletterKeys1764650000000 } from './1764650000000-newsletter-keys';
import { PhotoTakedown1764700000000 } from './1764700000000-photo-takedown';
import { MaterialWorkshop1764800000000 } from './1764800000000-material-workshop';
import { DropSenderLock1765000000000 } from './1765000000000-drop-sender-lock';
import { PageTexts1765100000000 } from './1765100000000-page-texts';
import { DataHashSecret1768000000000 } from './1768000000000-data-hash-secret';
import { SiteSettings1768100000000 } from './1768100000000-site-settings';
import { MeetingPlaces1768200000000 } from './1768200000000-meeting-places';
import { Trash1769000000000 } from './1769000000000-trash';
import { Order1769000100000 } from './1769000100000-order';
import { ActivityLog1769100000000 } from './1769100000000-activity-log';
import { NewsletterRequests1769200000000 } from './1769200000000-newsletter-requests';
import { AdminNotifications1769300000000 } from './1769300000000-admin-notifications';
import { AlbumDrafts1769420000000 } from './1769420000000-album-drafts';
import { Reach1767000000000 } from './1767000000000-reach';

/** MySQL/MariaDB migrations in order, imported explicitly (no globs). */
export const MYSQL_MIGRATIONS = [InitialSchema1763830000000, ContentVersion1764000000000, BilingualContent1764100000000, Meetings1764200000000, Newsletter1764300000000, RetentionTimes1764400000000, PrivacyRequests1764500000000, NewsletterKeys1764650000000, PhotoTakedown1764700000000, MaterialWorkshop1764800000000, DropSenderLock1765000000000, PageTexts1765100000000, Reach1767000000000, DataHashSecret1768000000000, SiteSettings1768100000000, MeetingPlaces1768200000000, Trash1769000000000, Order1769000100000, ActivityLog1769100000000, NewsletterRequests1769200000000, AdminNotifications1769300000000, AlbumDrafts1769420000000];
