import { Flag } from 'lucide-react';
import type { ContentText } from 'shared-ui/hooks/use-localized-content';
import type { GalleryItem } from 'shared-ui/domain';
import type { SlideImage } from 'yet-another-react-lightbox';
import { imageSourceOfItem } from '../../lib/responsive-image';

/** A photo's texts in the reader's language, chosen by the caller's useLocalizedContent. */
export interface SlideTexts {
  title: ContentText;
  description: ContentText | null;
  alt: ContentText;
  /** "Požiadať o odstránenie fotografie": the contact form's address, the visible words and the link's full name. */
  removal?: { href: string; text: string; label: string } | null;
}

declare module 'yet-another-react-lightbox' {
  interface SlideImage {
    /** The language of `alt` when it is not the page's (a Slovak fallback), for the <img lang>. */
    altLang?: string;
  }
}

/**
 * A lightbox slide for a photo. The WebP copies and the full JPG form the srcset, so the lightbox
 * shows a screen-sized file and switches to the original only when zoomed in that far.
 */
export function toLightboxSlide(item: GalleryItem, texts: SlideTexts): SlideImage {
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
  const { title, description, alt, removal } = texts;
  const slide: SlideImage = {
    src: item.url,
    alt: alt.text,
    width: source?.width ?? undefined,
    height: source?.height ?? undefined,
    srcSet: srcSet.length > 0 ? srcSet : undefined,
    // Title, description and the removal request together at the bottom, where a phone has the
    // width for words; the top bar keeps the counter and the close button.
    description: (
      <>
        <strong className="gal-lightbox__title" lang={title.lang}>
          {title.text}
        </strong>
        {description && (
          <span className="gal-lightbox__description" lang={description.lang}>
            {description.text}
          </span>
        )}
        {removal && (
          <a className="gal-lightbox__removal" href={removal.href} aria-label={removal.label}>
            <Flag aria-hidden="true" />
            <span>{removal.text}</span>
          </a>
        )}
      </>
    ),
  };
  if (alt.lang) slide.altLang = alt.lang;
  return slide;
}
