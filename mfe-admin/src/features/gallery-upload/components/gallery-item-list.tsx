// "Nahrané fotografie" (spec 2.17) with the album filter; 'Všetky albumy' means no filter. Each
// photo has a checkbox (Shift+click sets a range) for the bulk tools above the list.
import { EyeOff } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { api, imageUrl } from 'shared-ui/api';
import { Card } from 'shared-ui/components/card';
import { CheckboxField } from 'shared-ui/components/checkbox-field';
import { Chip } from 'shared-ui/components/chip';
import { SelectField } from 'shared-ui/components/select-field';
import { CONTENT_TEXT_LIMITS, ENGLISH_FIELDS, pictureOfItem, type Album, type GalleryItem } from 'shared-ui/domain';
import { matchesMissingFilter, MissingFilterField, MissingTextChips, whatIsMissing, type MissingFilter } from '../../../components/missing-texts';
import { useTextsEditing } from '../../../components/texts-dialog';
import { DeleteButton } from '../../../components/delete-button';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useReloadingAction } from '../../../hooks/use-reloading-action';
import { ClosableMessage } from '../../../components/closable-message';
import { PictureMark } from '../../../components/item-thumbnail';
import { looksLikeFileName } from '../file-name-title';
import { PhotoVisibilityButton } from '../../../components/photo-visibility-button';
import { clickPhoto, NO_PHOTOS_SELECTED, selectedShown, setAllShown } from '../photo-selection';
import { useGalleryChanges } from '../gallery-queries';
import { GalleryBulkBar } from './gallery-bulk-bar';
import './gallery-item-list.css';

export const ALL_ALBUMS = 'all';

interface GalleryItemListProps {
  albums: Album[];
  items: GalleryItem[];
  albumFilter: string;
  onAlbumFilterChange: (value: string) => void;
}

function ItemImage({ item }: { item: GalleryItem }) {
  const { t } = useAdminTexts();
  // A hidden item's files are withheld (404): a mark instead of a broken picture.
  if (item.hidden) return <PictureMark className="adm-media-card__image" icon={<EyeOff />} text={t('takedown.hiddenPreview')} />;
  if (item.type === 'video' && !item.thumbnail) {
    return <video className="adm-media-card__image" src={imageUrl(item.url)} preload="metadata" muted aria-hidden="true" />;
  }
  return <img className="adm-media-card__image" src={imageUrl(pictureOfItem(item))} alt="" loading="lazy" />;
}

export function GalleryItemList({ albums, items, albumFilter, onAlbumFilterChange }: GalleryItemListProps) {
  const { t } = useAdminTexts();
  const headingId = useId();
  const changes = useGalleryChanges();
  const deletion = useReloadingAction(changes.afterDelete);
  const visibility = useReloadingAction(changes.afterChange);
  const albumName = (albumId: number | null) => albums.find((album) => album.id === albumId)?.name ?? t('common.noAlbum');
  const [missingFilter, setMissingFilter] = useState<MissingFilter>('all');
  const textsEditing = useTextsEditing<GalleryItem>({
    fields: [
      { field: 'title', label: t('gallery.title'), maxLength: CONTENT_TEXT_LIMITS.galleryTitle, required: true },
      { field: 'description', label: t('gallery.description'), maxLength: CONTENT_TEXT_LIMITS.galleryDescription, rows: 3 },
      { field: 'alt', label: t('bilingual.alt'), hint: t('bilingual.altHint'), maxLength: CONTENT_TEXT_LIMITS.galleryAlt, rows: 2 },
    ],
    save: (id, texts) => api.updateGalleryItemTexts(id, texts),
    refresh: changes.afterTexts,
    imageOf: pictureOfItem,
  });
  const missingOf = (item: GalleryItem) => whatIsMissing(item, ENGLISH_FIELDS.galleryItem, true);
  const inAlbum = albumFilter === ALL_ALBUMS ? items : items.filter((item) => String(item.albumId) === albumFilter);
  const shown = inAlbum.filter((item) => matchesMissingFilter(missingOf(item), missingFilter));
  const fileNamedCount = inAlbum.filter((item) => looksLikeFileName(item.title)).length;
  const [selection, setSelection] = useState(NO_PHOTOS_SELECTED);
  const shownIds = shown.map((item) => item.id);
  const selectedIds = new Set(selectedShown(selection, shownIds));
  // Whether Shift was held on the click (or key press) that changes a checkbox: read before Radix's own handler runs.
  const withShift = useRef(false);
  // The last photos gone (deleted, moved, hidden from a filter), the tools that had the focus are gone
  // with them: the focus waits on the list's heading instead of falling to the page. Checked after
  // the render that emptied the list, whenever the change that emptied it finished.
  const emptied = shown.length === 0;
  const wasEmpty = useRef(emptied);
  useEffect(() => {
    if (emptied && !wasEmpty.current && (document.activeElement === document.body || !document.activeElement?.isConnected)) document.getElementById(headingId)?.focus();
    wasEmpty.current = emptied;
  }, [emptied, headingId]);

  return (
    <section className="adm-panel-card" aria-labelledby={headingId}>
      <div className="adm-section__header">
        <h2 id={headingId} tabIndex={-1}>
          {t('gallery.listHeading')}
        </h2>
        <div className="adm-filter">
          <SelectField
            label={t('gallery.filter')}
            value={albumFilter}
            onValueChange={onAlbumFilterChange}
            options={[{ value: ALL_ALBUMS, label: t('gallery.allAlbums') }, ...albums.map((album) => ({ value: String(album.id), label: album.name }))]}
          />
        </div>
        <MissingFilterField value={missingFilter} onChange={setMissingFilter} withAlt />
      </div>
      {fileNamedCount > 0 && (
        <p className="adm-warning" role="note">
          {t('gallery.fileNameTitles', { count: fileNamedCount })}
        </p>
      )}
      {shown.length > 0 && (
        <GalleryBulkBar
          albums={albums}
          shown={shown}
          selected={shown.filter((item) => selectedIds.has(item.id))}
          onSelectAll={(checked) => setSelection((current) => setAllShown(current, shownIds, checked))}
          onClear={() => setSelection(NO_PHOTOS_SELECTED)}
          onWalkThrough={textsEditing.walkThrough}
          headingId={headingId}
        />
      )}
      <ClosableMessage message={deletion.failed ? { severity: 'error', text: t('common.deleteFailed') } : null} onClose={deletion.dismiss} />
      <ClosableMessage message={visibility.failed ? { severity: 'error', text: t('takedown.failed') } : null} onClose={visibility.dismiss} />
      {shown.length === 0 ? (
        <p className="adm-empty">
          {inAlbum.length > 0 ? t('bilingual.filterEmpty') : albumFilter === ALL_ALBUMS ? t('gallery.empty') : t('gallery.emptyFiltered')}
        </p>
      ) : (
        <ul className="adm-grid adm-grid--media">
          {shown.map((item) => (
            <Card as="li" padding="none" key={item.id} className={selectedIds.has(item.id) ? 'adm-card adm-media-card adm-media-card--selected' : 'adm-card adm-media-card'}>
              <div className="adm-media-card__frame">
                <ItemImage item={item} />
                {item.type === 'video' && (
                  <span className="adm-media-card__badge">
                    <Chip color="info" size="sm">{t('gallery.videoChip')}</Chip>
                  </span>
                )}
              </div>
              <div className="adm-card__body">
                <div
                  className="adm-media-card__select"
                  onClickCapture={(event) => {
                    withShift.current = event.shiftKey;
                  }}
                >
                  <CheckboxField
                    label={
                      <>
                        {t('galleryBulk.select')}
                        <span className="ui-visually-hidden">: {item.title}</span>
                      </>
                    }
                    checked={selectedIds.has(item.id)}
                    onCheckedChange={(checked) => {
                      const range = withShift.current;
                      setSelection((current) => clickPhoto(current, shownIds, item.id, checked, range));
                    }}
                  />
                </div>
                <h3 className="adm-card__title">{item.title}</h3>
                <p className="adm-card__meta">{albumName(item.albumId)}</p>
                {item.hidden && (
                  <div className="adm-chips">
                    <Chip color="warning" size="sm">
                      {t('takedown.hiddenChip')}
                    </Chip>
                  </div>
                )}
                {looksLikeFileName(item.title) && (
                  <div className="adm-chips">
                    <Chip color="warning" size="sm">
                      {t('gallery.fileNameTitle')}
                    </Chip>
                  </div>
                )}
                <MissingTextChips missing={missingOf(item)} />
              </div>
              <div className="adm-card__actions">
                {textsEditing.editButton(item)}
                <PhotoVisibilityButton photo={{ id: item.id, title: item.title, hidden: Boolean(item.hidden) }} run={visibility.run} />
                <DeleteButton kind="photo" itemName={item.title} preview={item.hidden ? null : pictureOfItem(item)} onDelete={() => deletion.runDelete(() => api.deleteGalleryItem(item.id))} />
              </div>
            </Card>
          ))}
        </ul>
      )}
      {textsEditing.dialog}
    </section>
  );
}
