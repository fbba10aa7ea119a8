import { ImageOff, SearchX } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { EmptyState } from 'shared-ui/components/empty-state';
import { GALLERY_NAMESPACE } from '../../../i18n/resources';

/** 'Žiadne albumy' (spec 2.12) when there are none; a no-match message when a search finds none. */
export function AlbumListEmpty({ query }: { query: string }) {
  const { t } = useTranslation(GALLERY_NAMESPACE);
  const trimmed = query.trim();
  if (trimmed) {
    return (
      <EmptyState
        icon={<SearchX />}
        title={t('search.noResultsTitle')}
        text={t('search.noResultsText', { query: trimmed })}
      />
    );
  }
  return <EmptyState icon={<ImageOff />} title={t('albums.emptyTitle')} text={t('albums.emptyText')} />;
}
