// Albums tab (spec 2.17): the album grid with its dialog; a save or delete refreshes the lists it touches.
import { ArrowDownUp, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { api } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { albumCoverPath, ENGLISH_FIELDS, lacksAltText, type Album, type GalleryItem } from 'shared-ui/domain';
import { matchesMissingFilter, MissingFilterField, whatIsMissing, type MissingFilter } from '../../../components/missing-texts';
import { useDialogTarget } from '../../../hooks/use-dialog-target';
import { AltTextsDialog } from './alt-texts-dialog';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useReloadingAction } from '../../../hooks/use-reloading-action';
import { itemsOfAlbum } from '../album-cover';
import { useAlbumChanges, useAlbumList, useAlbumPhotos } from '../albums-queries';
import { AlbumCard } from './album-card';
import { AlbumDialog } from './album-dialog';
import { AlbumOrderDialog, PhotoOrderDialog } from './arrange-dialogs';
import { ClosableMessage } from '../../../components/closable-message';

interface AlbumsTabProps {
  /** Whether the tab is on the screen: a hidden tab does not refetch. */
  shown: boolean;
  onAddPhotos: (albumId: number) => void;
}

/** `undefined`: dialog closed; `null`: creating; an album: editing it. */
type DialogTarget = Album | null | undefined;

const NO_ALBUMS: Album[] = [];
const NO_ITEMS: GalleryItem[] = [];

export function AlbumsTab({ shown: onScreen, onAddPhotos }: AlbumsTabProps) {
  const { t } = useAdminTexts();
  const albums = useAlbumList(onScreen).data ?? NO_ALBUMS;
  const items = useAlbumPhotos(onScreen).data ?? NO_ITEMS;
  const changes = useAlbumChanges();
  const [dialogTarget, setDialogTarget] = useState<DialogTarget>(undefined);
  // The dialog mounts on open (so it starts fresh) and focuses its name field; focus goes back
  // to the button that opened it when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const openDialog = (target: Album | null) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialogTarget(target);
  };
  const closeDialog = () => {
    setDialogTarget(undefined);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const deletion = useReloadingAction(changes.afterDelete);
  const publication = useReloadingAction(changes.afterSave);
  const [filter, setFilter] = useState<MissingFilter>('all');
  const altDialog = useDialogTarget<{ album: Album; items: GalleryItem[] }>();
  const photoOrder = useDialogTarget<Album>();
  const albumOrder = useDialogTarget<true>();
  const picturesLackingAlt = (albumId: number) => itemsOfAlbum(items, albumId).filter(lacksAltText);
  // An album lacks alt text when one of its pictures does (the count per album).
  const missingOf = (album: Album) => ({ english: whatIsMissing(album, ENGLISH_FIELDS.album).english, alt: picturesLackingAlt(album.id).length > 0 });
  const shown = albums.filter((album) => matchesMissingFilter(missingOf(album), filter));

  return (
    <section className="adm-section" aria-labelledby="adm-albums-heading">
      <div className="adm-section__header">
        <h2 id="adm-albums-heading">{t('albums.heading')}</h2>
        <div className="adm-section__tools">
          {albums.length > 0 && <MissingFilterField value={filter} onChange={setFilter} withAlt />}
          {albums.length > 1 && (
            <Button variant="outlined" startIcon={<ArrowDownUp />} onClick={() => albumOrder.open(true)}>
              {t('order.arrangeAlbums')}
            </Button>
          )}
          <Button startIcon={<Plus />} onClick={() => openDialog(null)}>
            {t('albums.create')}
          </Button>
        </div>
      </div>
      <ClosableMessage message={deletion.failed ? { severity: 'error', text: t('albums.deleteFailed') } : null} onClose={deletion.dismiss} />
      <ClosableMessage message={publication.failed ? { severity: 'error', text: t('albums.publishFailed') } : null} onClose={publication.dismiss} />
      {albums.length === 0 ? (
        <p className="adm-empty">{t('albums.empty')}</p>
      ) : shown.length === 0 ? (
        <p className="adm-empty">{t('bilingual.filterEmpty')}</p>
      ) : (
        <ul className="adm-grid adm-grid--albums">
          {shown.map((album) => (
            <AlbumCard
              key={album.id}
              album={album}
              cover={albumCoverPath(album.coverImage, itemsOfAlbum(items, album.id))}
              itemCount={itemsOfAlbum(items, album.id).filter((item) => !item.hidden).length}
              missing={{ english: missingOf(album).english, alt: false }}
              missingAltCount={picturesLackingAlt(album.id).length}
              onFillAlt={() => altDialog.open({ album, items: picturesLackingAlt(album.id) })}
              onEdit={() => openDialog(album)}
              onAddPhotos={() => onAddPhotos(album.id)}
              onArrange={itemsOfAlbum(items, album.id).length > 1 ? () => photoOrder.open(album) : undefined}
              onDelete={() => deletion.runDelete(() => api.deleteAlbum(album.id))}
              onSetPublished={(published) =>
                publication.run(() => api.setAlbumPublished(album.id, published), t(published ? 'notices.albumPublished' : 'notices.albumUnpublished', { name: album.name }))
              }
            />
          ))}
        </ul>
      )}
      {dialogTarget !== undefined && (
        <AlbumDialog album={dialogTarget} items={items} onClose={closeDialog} onSaved={changes.afterSave} />
      )}
      {altDialog.target && <AltTextsDialog album={altDialog.target.album} items={altDialog.target.items} onClose={altDialog.close} refresh={changes.afterPhotosChange} />}
      {photoOrder.target && <PhotoOrderDialog album={photoOrder.target} items={items} refresh={changes.afterPhotosChange} onClose={photoOrder.close} />}
      {albumOrder.target && <AlbumOrderDialog albums={albums} items={items} refresh={changes.afterSave} onClose={albumOrder.close} />}
    </section>
  );
}
