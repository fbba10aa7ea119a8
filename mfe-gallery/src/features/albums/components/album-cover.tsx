import { Images } from 'lucide-react';
import { ResponsivePicture } from '../../../components/responsive-picture';
import type { AlbumCover as ResolvedCover } from '../resolve-album-cover';

// Cards are 1, 2 or 3 per row (album-list.css); the cover spans the card's width.
const COVER_SIZES = '(min-width: 75rem) 24rem, (min-width: 40rem) 50vw, 100vw';

interface AlbumCoverProps {
  cover: ResolvedCover;
  /** Varies the gradient of an album without pictures, so empty albums do not all look alike. */
  albumId: number;
}

/** The cover of an album card; decorative (alt=""), the card's link names the album. */
export function AlbumCover({ cover, albumId }: AlbumCoverProps) {
  if (cover.kind === 'image') {
    return <ResponsivePicture className="gal-album-cover" source={cover.source} alt="" sizes={COVER_SIZES} />;
  }
  return (
    <div className={`gal-album-cover gal-album-cover--gradient gal-album-cover--tone-${albumId % 3}`} aria-hidden="true">
      <Images className="gal-album-cover__icon" />
    </div>
  );
}
