import { Film, Play } from 'lucide-react';
import { useLanguageLink } from 'shared-ui/hooks/use-language-link';
import { useLocalizedContent } from 'shared-ui/hooks/use-localized-content';
import { useTranslation } from 'shared-ui/i18n/react';
import { VisuallyHidden } from 'shared-ui/components/visually-hidden';
import type { GalleryItem } from 'shared-ui/domain';
import { isPlainPress } from 'shared-ui/router';
import { ResponsivePicture } from '../../../components/responsive-picture';
import { GALLERY_NAMESPACE } from '../../../i18n/resources';
import { imageSourceOfItem, openHrefOf } from '../../../lib/responsive-image';

// Tiles are 2 per row on phones, 3 on tablets, 4 on large screens (spec 9), inside an 80rem page.
export const TILE_SIZES = '(min-width: 80rem) 18rem, (min-width: 60rem) 25vw, (min-width: 40rem) 33vw, 50vw';

interface MediaTileProps {
  item: GalleryItem;
  onOpen: (item: GalleryItem, tile: HTMLElement) => void;
  /** The visitor is about to open it (a hover, a focus, the press before a tap's click): its viewer can be fetched. */
  onPrepare?: (item: GalleryItem) => void;
  /** Load at once instead of lazily (tiles visible without scrolling). */
  eager?: boolean;
}

/**
 * A square image with its title; a video adds a play overlay and the 'VIDEO' badge (spec 2.12).
 * The image is a link to the photo's own page on this site (in the page's language) or to the
 * video, named by the action and the title, so an early tap or a browser without JavaScript stays
 * on the site; once hydrated, a plain click opens the lightbox or the video instead, while a click
 * with a modifier key or the middle button still opens the address where the visitor asked. Its alt text (what the
 * photo shows, else the title) is the link's description. The visible title sits beside it,
 * hidden from screen readers that already hear it in the link's name, and clickable through the
 * link's stretched hit area. Inside the link it would repeat the name (axe image-redundant-alt).
 */
export function MediaTile({ item, onOpen, onPrepare, eager = false }: MediaTileProps) {
  const { t } = useTranslation(GALLERY_NAMESPACE);
  const source = imageSourceOfItem(item);
  const isVideo = item.type === 'video';
  const { pickRequired, alt } = useLocalizedContent();
  const inPageLanguage = useLanguageLink();
  const title = pickRequired(item.title, item.titleEn);
  const description = alt(item);
  // Only an alt text of its own describes more than the title the name already says.
  const describedBy = description.text !== title.text ? `gal-tile-alt-${item.id}` : undefined;
  const prepare = onPrepare ? () => onPrepare(item) : undefined;
  return (
    <div className="gal-tile-card">
      <a
        href={inPageLanguage(openHrefOf(item))}
        className={`gal-tile${isVideo ? ' gal-tile--video' : ''}`}
        data-item-id={item.id}
        aria-label={t(isVideo ? 'album.playVideo' : 'album.openPhoto', { title: title.text })}
        aria-describedby={describedBy}
        lang={title.lang}
        onPointerEnter={prepare}
        onPointerDown={prepare}
        onFocus={prepare}
        onClick={(event) => {
          // A new tab, a download or a modified press opens the file as the link says.
          if (!isPlainPress(event.nativeEvent)) return;
          event.preventDefault();
          onOpen(item, event.currentTarget);
        }}
      >
        <span className="gal-tile__frame">
          {source ? (
            <ResponsivePicture
              className="gal-tile__picture"
              source={source}
              alt={description.text}
              lang={description.lang}
              sizes={TILE_SIZES}
              loading={eager ? 'eager' : 'lazy'}
            />
          ) : (
            <span className="gal-tile__placeholder" aria-hidden="true">
              <Film />
            </span>
          )}
          {isVideo && (
            <>
              <span className="gal-tile__badge">{t('album.videoBadge')}</span>
              <span className="gal-tile__play" aria-hidden="true">
                <Play />
              </span>
            </>
          )}
        </span>
      </a>
      {describedBy && (
        <VisuallyHidden id={describedBy} lang={description.lang}>
          {description.text}
        </VisuallyHidden>
      )}
      <span className="gal-tile__title" aria-hidden="true" lang={title.lang}>
        {title.text}
      </span>
    </div>
  );
}
