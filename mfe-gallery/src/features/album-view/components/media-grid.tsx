import type { GalleryItem } from 'shared-ui/domain';
import { MediaTile } from './media-tile';

// The first two rows of a large screen are on screen at once: loading them eagerly lets the
// browser start them before layout; everything below loads lazily as it scrolls into view.
const EAGER_TILES = 8;

interface MediaGridProps {
  items: GalleryItem[];
  onOpen: (item: GalleryItem, tile: HTMLElement) => void;
  onPrepare?: (item: GalleryItem) => void;
}

export function MediaGrid({ items, onOpen, onPrepare }: MediaGridProps) {
  return (
    <ul className="gal-grid">
      {items.map((item, index) => (
        <li key={item.id} className="gal-grid__cell">
          <MediaTile item={item} onOpen={onOpen} onPrepare={onPrepare} eager={index < EAGER_TILES} />
        </li>
      ))}
    </ul>
  );
}
