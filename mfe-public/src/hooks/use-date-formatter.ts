import { useTranslation } from 'shared-ui/i18n/react';
import { PUBLIC_NAMESPACE } from '../i18n/register';
import { formatDate } from '../lib/format-date';

/** Formats dates in the page's language, with the spec's 'Neznámy dátum' fallback (spec 8). */
export function useDateFormatter(): (iso: string | null | undefined) => string {
  const { t, i18n } = useTranslation(PUBLIC_NAMESPACE);
  return (iso) => formatDate(iso, i18n.language) ?? t('common.unknownDate');
}
