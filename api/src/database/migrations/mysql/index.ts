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

/** MySQL/MariaDB migrations in order, imported explicitly (no globs). */
export const MYSQL_MIGRATIONS = [InitialSchema1763830000000, ContentVersion1764000000000, BilingualContent1764100000000, Meetings1764200000000, Newsletter1764300000000, RetentionTimes1764400000000, PrivacyRequests1764500000000, NewsletterKeys1764650000000, PhotoTakedown1764700000000, MaterialWorkshop1764800000000];
