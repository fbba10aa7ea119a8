import { ArrowDownUp, ImageIcon, ImagePlus, Pencil } from 'lucide-react';
import { imageUrl } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { Card } from 'shared-ui/components/card';
import { Chip } from 'shared-ui/components/chip';
import type { Album } from 'shared-ui/domain';
import { MissingTextChips } from '../../../components/missing-texts';
import { DeleteButton } from '../../../components/delete-button';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { AlbumPublishButton } from './album-publish-button';
import './album-card.css';
import type { DeleteOutcome } from '../../../hooks/use-reloading-action';

interface AlbumCardProps {
  album: Album;
  cover: string | null;
  itemCount: number;
  /** What the album lacks, and how many of its pictures lack an alt text. */
  missing: { english: boolean; alt: boolean };
  missingAltCount: number;
  onFillAlt: () => void;
  onEdit: () => void;
  /** Photos are added from the album itself (the upload form opens with this album chosen). */
  onAddPhotos: () => void;
  /** Opens the order of its photos and videos; absent while there are fewer than two to order. */
  onArrange?: () => void;
  onDelete: () => Promise<boolean | DeleteOutcome>;
  /** Publishes the album or returns it to preparation. */
  onSetPublished: (published: boolean) => Promise<unknown>;
}

export function AlbumCard({ album, cover, itemCount, missing, missingAltCount, onFillAlt, onEdit, onAddPhotos, onArrange, onDelete, onSetPublished }: AlbumCardProps) {
  const { t } = useAdminTexts();
  return (
    <Card as="li" padding="none" className="adm-card adm-album-card">
      {cover ? (
        <img className="adm-album-card__cover" src={imageUrl(cover)} alt={t('albums.coverAlt', { name: album.name })} loading="lazy" />
      ) : (
        <div className="adm-album-card__cover adm-album-card__cover--gradient" aria-hidden="true" />
      )}
      <div className="adm-card__body">
        <h3 className="adm-card__title">{album.name}</h3>
        {!album.published && (
          <span className="adm-chips">
            <Chip color="info" size="sm">
              {t('albums.draft')}
            </Chip>
          </span>
        )}
        {album.description && <p className="adm-card__text">{album.description}</p>}
        <p className="adm-card__meta">{t('albums.photoCount', { count: itemCount })}</p>
        {missingAltCount > 0 && <p className="adm-card__meta adm-card__meta--warning">{t('bilingual.albumMissingAlt', { count: missingAltCount })}</p>}
        <MissingTextChips missing={missing} />
      </div>
      <div className="adm-card__actions">
        <AlbumPublishButton album={album} onSetPublished={onSetPublished} />
        <Button variant="outlined" size="sm" startIcon={<ImagePlus />} onClick={onAddPhotos}>
          {t('albums.addPhotos')}
          <span className="ui-visually-hidden">: {album.name}</span>
        </Button>
        {onArrange && (
          <Button variant="outlined" size="sm" startIcon={<ArrowDownUp />} onClick={onArrange}>
            {t('order.arrangePhotos')}
            <span className="ui-visually-hidden">: {album.name}</span>
          </Button>
        )}
        <Button variant="outlined" size="sm" startIcon={<Pencil />} onClick={onEdit}>
          {t('common.edit')}
          <span className="ui-visually-hidden">: {album.name}</span>
        </Button>
        {missingAltCount > 0 && (
          <Button variant="outlined" size="sm" startIcon={<ImageIcon />} onClick={onFillAlt}>
            {t('bilingual.fillAlt')}
            <span className="ui-visually-hidden">: {album.name}</span>
          </Button>
        )}
        <DeleteButton kind="album" itemName={album.name} albumItemCount={itemCount} preview={cover} onDelete={onDelete} />
      </div>
    </Card>
  );
}
