// The two orders the Albums section sets by hand: an album's photos and videos (its public page,
// its lightbox and its automatic cover follow them) and the albums themselves (/galeria follows it).
import { api, imageUrl } from 'shared-ui/api';
import { Chip } from 'shared-ui/components/chip';
import { albumCoverPath, type Album, type GalleryItem } from 'shared-ui/domain';
import { ItemThumbnail } from '../../../components/item-thumbnail';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import type { OrderedEntry } from '../../../lib/order-announcements';
import { itemsOfAlbum } from '../album-cover';
import { OrderDialog } from './order-dialog';

interface ArrangeProps {
  /** Every item of the panel (the album's are picked out here). */
  items: GalleryItem[];
  refresh: () => Promise<void>;
  onClose: () => void;
}

interface ItemEntry extends OrderedEntry {
  item: GalleryItem;
}

/** One album's photos and videos, hidden ones too (the order counts them all; they show again in their place). */
export function PhotoOrderDialog({ album, items, refresh, onClose }: ArrangeProps & { album: Album }) {
  const { t } = useAdminTexts();
  const entries: ItemEntry[] = itemsOfAlbum(items, album.id).map((item) => ({ id: item.id, name: item.title, kind: item.type === 'video' ? 'video' : 'photo', item }));
  return (
    <OrderDialog
      title={t('order.photosTitle', { name: album.name })}
      intro={t('order.photosIntro')}
      listLabel={t('order.photosList', { name: album.name })}
      entries={entries}
      preview={(entry) => <ItemThumbnail item={entry.item} />}
      note={(entry) =>
        entry.item.hidden && (
          <Chip color="warning" size="sm">
            {t('takedown.hiddenChip')}
          </Chip>
        )
      }
      save={(ids) => api.reorderAlbumItems(album.id, ids)}
      savedNotice={t('order.photosSaved', { name: album.name })}
      refresh={refresh}
      onClose={onClose}
    />
  );
}

interface AlbumEntry extends OrderedEntry {
  cover: string | null;
  shownCount: number;
}

/** The albums in the order /galeria lists them, each by its cover and name. */
export function AlbumOrderDialog({ albums, items, refresh, onClose }: ArrangeProps & { albums: Album[] }) {
  const { t } = useAdminTexts();
  const entries: AlbumEntry[] = albums.map((album) => {
    const ofAlbum = itemsOfAlbum(items, album.id);
    return { id: album.id, name: album.name, kind: 'album', cover: albumCoverPath(album.coverImage, ofAlbum), shownCount: ofAlbum.filter((item) => !item.hidden).length };
  });
  return (
    <OrderDialog
      title={t('order.albumsTitle')}
      intro={t('order.albumsIntro')}
      listLabel={t('order.albumsList')}
      entries={entries}
      preview={(entry) => (entry.cover ? <img className="adm-thumb" src={imageUrl(entry.cover)} alt="" loading="lazy" /> : <span className="adm-thumb adm-thumb--gradient" />)}
      note={(entry) => <span className="adm-card__meta">{t('albums.photoCount', { count: entry.shownCount })}</span>}
      save={(ids) => api.reorderAlbums(ids)}
      savedNotice={t('order.albumsSaved')}
      refresh={refresh}
      onClose={onClose}
    />
  );
}
