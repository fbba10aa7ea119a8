// Gallery tab: the upload form above the list; after an upload with no filter set, the list
// filter moves to the uploaded album (spec 4). Opened from an album's "add photos" button, both
// the form and the list start at that album.
import { useEffect, useState } from 'react';
import type { Album, GalleryItem } from 'shared-ui/domain';
import { useGalleryAlbums, useGalleryChanges, useGalleryItems } from '../gallery-queries';
import { ALL_ALBUMS, GalleryItemList } from './gallery-item-list';
import { GalleryUploadForm } from './gallery-upload-form';

interface GalleryTabProps {
  /** Whether the tab is on the screen: a hidden tab does not refetch. */
  shown: boolean;
  /** The album whose "add photos" button opened the tab, if one did. */
  requestedAlbumId: number | null;
}

const NO_ALBUMS: Album[] = [];
const NO_ITEMS: GalleryItem[] = [];

export function GalleryTab({ shown, requestedAlbumId }: GalleryTabProps) {
  const albums = useGalleryAlbums(shown).data ?? NO_ALBUMS;
  const items = useGalleryItems(shown).data ?? NO_ITEMS;
  const changes = useGalleryChanges();
  const [albumFilter, setAlbumFilter] = useState(ALL_ALBUMS);
  useEffect(() => {
    if (requestedAlbumId !== null) setAlbumFilter(String(requestedAlbumId));
  }, [requestedAlbumId]);
  return (
    <div className="adm-stack">
      <GalleryUploadForm
        albums={albums}
        items={items}
        requestedAlbumId={requestedAlbumId}
        onUploaded={async (albumId) => {
          await changes.afterChange();
          setAlbumFilter((current) => (current === ALL_ALBUMS ? String(albumId) : current));
        }}
      />
      <GalleryItemList albums={albums} items={items} albumFilter={albumFilter} onAlbumFilterChange={setAlbumFilter} />
    </div>
  );
}
