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
  return (
    <Dialog
      open={video !== null}
      onOpenChange={(open) => !open && onClose()}
      title={video?.title ?? ''}
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
            controls
            preload="metadata"
            playsInline
          >
            <p>
              {t('video.unsupported')} <a href={video.url}>{t('video.download')}</a>
            </p>
          </video>
          {video.description && <p className="gal-video__description">{video.description}</p>}
        </div>
      )}
    </Dialog>
  );
}
