// Gallery tab: the upload form above the list; after an upload with no filter set, the list
// filter moves to the uploaded album (spec 4).
import { useState } from 'react';
import type { Album, GalleryItem } from 'shared-ui/domain';
import { ALL_ALBUMS, GalleryItemList } from './gallery-item-list';
import { GalleryUploadForm } from './gallery-upload-form';

interface GalleryTabProps {
  albums: Album[];
  items: GalleryItem[];
  reload: () => Promise<void>;
}

export function GalleryTab({ albums, items, reload }: GalleryTabProps) {
  const [albumFilter, setAlbumFilter] = useState(ALL_ALBUMS);
  return (
    <div className="adm-stack">
      <GalleryUploadForm
        albums={albums}
        reload={reload}
        onUploaded={(albumId) => setAlbumFilter((current) => (current === ALL_ALBUMS ? String(albumId) : current))}
      />
      <GalleryItemList albums={albums} items={items} albumFilter={albumFilter} onAlbumFilterChange={setAlbumFilter} reload={reload} />
    </div>
  );
}
