// Albums tab (spec 2.17): the album grid with its dialog; every save or delete reloads all lists.
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { api } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import type { Album, GalleryItem } from 'shared-ui/domain';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useReloadingAction } from '../../../hooks/use-reloading-action';
import { itemsOfAlbum, resolveCoverImage } from '../album-cover';
import { AlbumCard } from './album-card';
import { AlbumDialog } from './album-dialog';
import { ClosableMessage } from '../../../components/closable-message';

interface AlbumsTabProps {
  albums: Album[];
  items: GalleryItem[];
  reload: () => Promise<void>;
}

/** `undefined`: dialog closed; `null`: creating; an album: editing it. */
type DialogTarget = Album | null | undefined;

export function AlbumsTab({ albums, items, reload }: AlbumsTabProps) {
  const { t } = useAdminTexts();
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
  const deletion = useReloadingAction(reload);

  return (
    <section className="adm-section" aria-labelledby="adm-albums-heading">
      <div className="adm-section__header">
        <h2 id="adm-albums-heading">{t('albums.heading')}</h2>
        <Button startIcon={<Plus />} onClick={() => openDialog(null)}>
          {t('albums.create')}
        </Button>
      </div>
      <ClosableMessage message={deletion.failed ? { severity: 'error', text: t('albums.deleteFailed') } : null} onClose={deletion.dismiss} />
      {albums.length === 0 ? (
        <p className="adm-empty">{t('albums.empty')}</p>
      ) : (
        <ul className="adm-grid adm-grid--albums">
          {albums.map((album) => (
            <AlbumCard
              key={album.id}
              album={album}
              cover={resolveCoverImage(album, items)}
              itemCount={itemsOfAlbum(items, album.id).length}
              onEdit={() => openDialog(album)}
              onDelete={() => deletion.run(() => api.deleteAlbum(album.id))}
            />
          ))}
        </ul>
      )}
      {dialogTarget !== undefined && (
        <AlbumDialog album={dialogTarget} items={items} onClose={closeDialog} onSaved={reload} />
      )}
    </section>
  );
}
