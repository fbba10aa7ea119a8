import type { GalleryItem } from 'shared-ui/domain';
import { MediaTile } from './media-tile';

interface MediaGridProps {
  items: GalleryItem[];
  onOpen: (item: GalleryItem, tile: HTMLButtonElement) => void;
}

export function MediaGrid({ items, onOpen }: MediaGridProps) {
  return (
    <ul className="gal-grid">
      {items.map((item) => (
        <li key={item.id} className="gal-grid__cell">
          <MediaTile item={item} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
