import { useEffect, useMemo } from 'react';
import { useLanguageLink } from 'shared-ui/hooks/use-language-link';
import { useLocalizedContent } from 'shared-ui/hooks/use-localized-content';
import { useTranslation } from 'shared-ui/i18n/react';
import { photoRemovalAddress, type GalleryItem } from 'shared-ui/domain';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { GALLERY_NAMESPACE } from '../../i18n/resources';
import { toLightboxSlide } from './to-lightbox-slide';
import './photo-lightbox.css';

interface PhotoLightboxProps {
  /** The album's photos (spec 2.12: the lightbox shows the non-video items). */
  photos: GalleryItem[];
  /** Index of the photo to show; null when closed. */
  index: number | null;
  onClose: () => void;
  /** Called once the closing animation ends (focus can move back then). */
  onClosed?: () => void;
  /** Called with the photo shown, so the address can name it. */
  onView?: (photo: GalleryItem) => void;
}

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round the viewer's controls. The library makes the page behind
 * inert, but after its last control the browser's own toolbar took the focus once per round
 * (the page's body for a keyboard user): the focus now wraps from the last control to the first
 * and back.
 */
function useFocusKeptInside(open: boolean) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const root = document.querySelector<HTMLElement>('.gal-lightbox');
      if (!root) return;
      const stops = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.getClientRects().length > 0 && !element.closest('[inert]'),
      );
      if (stops.length === 0) return;
      const first = stops[0];
      const last = stops[stops.length - 1];
      const active = document.activeElement;
      const inside = active instanceof HTMLElement && stops.includes(active);
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);
}

/** The photo viewer: arrows, swipe, Esc, counter "3 / 12", captions, pinch/double-tap zoom. */
export function PhotoLightbox({ photos, index, onClose, onClosed, onView }: PhotoLightboxProps) {
  const { t } = useTranslation(GALLERY_NAMESPACE);
  const { locale, pick, pickRequired, alt } = useLocalizedContent();
  const inPageLanguage = useLanguageLink();
  // Every photo offers its removal, in words: a plain link to the form the server fills in.
  const slides = useMemo(
    () =>
      photos.map((photo) => {
        const title = pickRequired(photo.title, photo.titleEn);
        const removal = photo.albumId
          ? { href: inPageLanguage(photoRemovalAddress(photo.albumId, photo.id)), text: t('lightbox.requestRemoval'), label: t('lightbox.requestRemovalOf', { title: title.text }) }
          : null;
        return toLightboxSlide(photo, { title, description: pick(photo.description, photo.descriptionEn), alt: alt(photo), removal });
      }),
    // The pickers follow the locale; a new array each render would restart the lightbox.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [photos, locale, inPageLanguage],
  );
  useFocusKeptInside(index !== null);
  const labels = {
    Lightbox: t('lightbox.dialog'),
    Carousel: t('lightbox.carousel'),
    Slide: t('lightbox.slide'),
    'Photo gallery': t('lightbox.photos'),
    '{index} of {total}': t('lightbox.position'),
    Previous: t('lightbox.previous'),
    Next: t('lightbox.next'),
    Close: t('lightbox.close'),
    'Zoom in': t('lightbox.zoomIn'),
    'Zoom out': t('lightbox.zoomOut'),
    Caption: t('lightbox.caption'),
    'Show captions': t('lightbox.showCaptions'),
    'Hide captions': t('lightbox.hideCaptions'),
  };
  return (
    <Lightbox
      open={index !== null}
      index={index ?? 0}
      close={onClose}
      slides={slides}
      labels={labels}
      plugins={[Captions, Counter, Zoom]}
      // Neighbours are loaded ahead so the next arrow press shows a ready image.
      carousel={{ preload: 2, finite: slides.length <= 1, imageProps: (slide) => ({ lang: 'altLang' in slide ? slide.altLang : undefined }) }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      captions={{ descriptionTextAlign: 'center' }}
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      toolbar={{ buttons: ['close'] }}
      on={{
        exited: onClosed,
        view: ({ index: viewed }) => {
          const photo = photos[viewed];
          if (photo) onView?.(photo);
        },
      }}
      className="gal-lightbox"
    />
  );
}
