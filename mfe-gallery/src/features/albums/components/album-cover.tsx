import { Images } from 'lucide-react';
import type { CoverImage } from 'shared-ui/domain';
import { ResponsivePicture } from '../../../components/responsive-picture';
import { COVER_SIZES } from '../cover-sizes';

interface AlbumCoverProps {
  /** The cover the API resolved (spec 2.12); null draws a gradient. */
  cover: CoverImage | null;
  /** Varies the gradient of an album without pictures, so empty albums do not all look alike. */
  albumId: number;
  /** The first card's cover: the list's largest picture above the fold. */
  priority?: boolean;
}

/** The cover of an album card; decorative (alt=""), the card's link names the album. */
export function AlbumCover({ cover, albumId, priority = false }: AlbumCoverProps) {
  if (cover) {
    return <ResponsivePicture className="gal-album-cover" source={cover} alt="" sizes={COVER_SIZES} priority={priority} />;
  }
  return (
    <div className={`gal-album-cover gal-album-cover--gradient gal-album-cover--tone-${albumId % 3}`} aria-hidden="true">
      <Images className="gal-album-cover__icon" />
    </div>
  );
}
