import { useLocalizedContent } from 'shared-ui/hooks/use-localized-content';
import { useTranslation } from 'shared-ui/i18n/react';
import { VIDEO_MODAL_MAX_WIDTH, type GalleryItem } from 'shared-ui/domain';
import { Dialog } from 'shared-ui/components/dialog';
import { GALLERY_NAMESPACE } from '../../i18n/resources';
import './video-modal.css';

interface VideoModalProps {
  /** The video to play; null when closed. */
  video: GalleryItem | null;
  onClose: () => void;
}

/**
 * Spec 2.12: a modal (max width 900) with the title, a close button, the player and the
 * description when present. Esc closes it and focus returns to the tile (Radix Dialog).
 */
export function VideoModal({ video, onClose }: VideoModalProps) {
  const { t } = useTranslation(GALLERY_NAMESPACE);
  const { pick, pickRequired, alt } = useLocalizedContent();
  const title = video ? pickRequired(video.title, video.titleEn) : null;
  const description = video ? pick(video.description, video.descriptionEn) : null;
  // The thumbnail's description names the player, as an image's alt text would.
  const poster = video ? alt(video) : null;
  return (
    <Dialog
      open={video !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title ? <span lang={title.lang}>{title.text}</span> : ''}
      maxWidth={VIDEO_MODAL_MAX_WIDTH}
      closeLabel={t('video.close')}
    >
      {video && (
        <div className="gal-video">
          {/* preload="metadata": only the first bytes load until the visitor presses play. */}
          <video
            className="gal-video__player"
            src={video.url}
            poster={video.thumbnail ?? undefined}
            aria-label={poster?.text}
            lang={poster?.lang}
            controls
            preload="metadata"
            playsInline
          >
            <p>
              {t('video.unsupported')} <a href={video.url}>{t('video.download')}</a>
            </p>
          </video>
          {description && (
            <p className="gal-video__description" lang={description.lang}>
              {description.text}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
