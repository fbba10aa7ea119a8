// The admin namespace plus the date format of spec 9 in the current language.
import { DATE_LOCALE, type Locale } from 'shared-ui/domain';
import { useTranslation } from 'shared-ui/i18n/react';
import { ADMIN_NAMESPACE } from '../i18n/register';

const ADMIN_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

export function formatAdminDate(value: string | null | undefined, locale: Locale, unknown: string): string {
  if (!value) return unknown;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return unknown;
  return date.toLocaleString(DATE_LOCALE[locale], ADMIN_DATE_FORMAT);
}

export function useAdminTexts() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const locale: Locale = i18n.language?.startsWith('en') ? 'en' : 'sk';
  const formatDate = (value: string | null | undefined) => formatAdminDate(value, locale, t('common.unknownDate'));
  return { t, locale, formatDate };
}
