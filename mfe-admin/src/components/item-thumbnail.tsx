// The still picture of a photo or video in a list of the panel: the photo or the video's
// thumbnail, a mark where a video has none, and a mark instead of a broken picture while the item
// is hidden (its files answer 404 then).
import { EyeOff, Film } from 'lucide-react';
import type { ReactNode } from 'react';
import { imageUrl } from 'shared-ui/api';
import { pictureOfItem, type GalleryItem } from 'shared-ui/domain';
import { useAdminTexts } from '../hooks/use-admin-texts';
import './item-thumbnail.css';

/** A symbol and a few words in a picture's place; `className` gives it the picture's size. */
export function PictureMark({ icon, text, className }: { icon: ReactNode; text: string; className?: string }) {
  return (
    <span className={className ? `adm-picture-mark ${className}` : 'adm-picture-mark'}>
      <span className="adm-picture-mark__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="adm-picture-mark__text">{text}</span>
    </span>
  );
}

export function ItemThumbnail({ item }: { item: Pick<GalleryItem, 'type' | 'url' | 'thumbnail' | 'hidden'> }) {
  const { t } = useAdminTexts();
  const picture = pictureOfItem(item);
  if (item.hidden) return <PictureMark className="adm-thumb" icon={<EyeOff />} text={t('takedown.hiddenPreview')} />;
  if (!picture) return <PictureMark className="adm-thumb" icon={<Film />} text={t('order.videoWithoutPicture')} />;
  return <img className="adm-thumb" src={imageUrl(picture)} alt="" loading="lazy" />;
}
