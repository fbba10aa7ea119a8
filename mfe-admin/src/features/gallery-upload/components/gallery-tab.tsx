// Gallery tab: the upload form above the list; after an upload with no filter set, the list
// filter moves to the uploaded album (spec 4). Opened from an album's "add photos" button, both
// the form and the list start at that album.
import { useEffect, useState } from 'react';
import type { Album, GalleryItem } from 'shared-ui/domain';
import { ALL_ALBUMS, GalleryItemList } from './gallery-item-list';
import { GalleryUploadForm } from './gallery-upload-form';

interface GalleryTabProps {
  albums: Album[];
  items: GalleryItem[];
  reload: () => Promise<void>;
  /** The album whose "add photos" button opened the tab, if one did. */
  requestedAlbumId: number | null;
}

export function GalleryTab({ albums, items, reload, requestedAlbumId }: GalleryTabProps) {
  const [albumFilter, setAlbumFilter] = useState(ALL_ALBUMS);
  useEffect(() => {
    if (requestedAlbumId !== null) setAlbumFilter(String(requestedAlbumId));
  }, [requestedAlbumId]);
  return (
    <div className="adm-stack">
      <GalleryUploadForm
        albums={albums}
        items={items}
        reload={reload}
        requestedAlbumId={requestedAlbumId}
        onUploaded={(albumId) => setAlbumFilter((current) => (current === ALL_ALBUMS ? String(albumId) : current))}
      />
      <GalleryItemList albums={albums} items={items} albumFilter={albumFilter} onAlbumFilterChange={setAlbumFilter} reload={reload} />
    </div>
  );
}
