// The privacy page states the retention periods the API enforces (RETENTION_* on the server), read
// with the page, never the compiled defaults; when they cannot be read it says so instead.
import type { RetentionPeriods } from 'shared-ui/domain';
import type { PageRequest } from 'shared-ui/page-data';

export interface PrivacyData {
  retention: RetentionPeriods | null;
}

export async function loadPrivacyData({ reads }: Pick<PageRequest, 'reads'>): Promise<PrivacyData> {
  try {
    return { retention: await reads.retention() };
  } catch (error) {
    console.error('Chyba pri načítaní lehôt uchovávania údajov', error);
    return { retention: null };
  }
}
