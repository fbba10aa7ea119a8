import type { GalleryItem } from 'shared-ui/domain';
import type { SlideImage } from 'yet-another-react-lightbox';
import { imageSourceOfItem } from '../../lib/responsive-image';

/**
 * A lightbox slide for a photo. The WebP copies and the full JPG form the srcset, so the lightbox
 * shows a screen-sized file and switches to the original only when zoomed in that far.
 */
export function toLightboxSlide(item: GalleryItem): SlideImage {
  const source = imageSourceOfItem(item);
  const srcSet = (source?.variants ?? []).map((variant) => ({
    src: variant.webp || variant.jpg,
    width: variant.width,
    height: variant.height,
  }));
  const widest = srcSet[srcSet.length - 1];
  if (source?.width && source.height && (!widest || source.width > widest.width)) {
    srcSet.push({ src: source.src, width: source.width, height: source.height });
  }
  return {
    src: item.url,
    alt: item.title,
    width: source?.width ?? undefined,
    height: source?.height ?? undefined,
    srcSet: srcSet.length > 0 ? srcSet : undefined,
    // Title and description together at the bottom; the top bar keeps the counter and the buttons.
    description: (
      <>
        <strong className="gal-lightbox__title">{item.title}</strong>
        {item.description && <span className="gal-lightbox__description">{item.description}</span>}
      </>
    ),
  };
}
