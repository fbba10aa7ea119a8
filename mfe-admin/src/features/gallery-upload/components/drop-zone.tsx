// Drag and drop (or browse) for the gallery: several photos at once, or one video.
import { Upload } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import type { GalleryMediaType } from 'shared-ui/domain';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { ACCEPT_BY_TYPE } from '../upload-draft';

interface DropZoneProps {
  type: GalleryMediaType;
  onFiles: (files: File[]) => void;
  error?: string;
  disabled?: boolean;
}

export function DropZone({ type, onFiles, error, disabled }: DropZoneProps) {
  const { t } = useAdminTexts();
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };
  const over = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };

  return (
    <div className="adm-drop-wrap">
      <div
        className={['adm-drop', dragging && 'adm-drop--active', error && 'adm-drop--invalid'].filter(Boolean).join(' ')}
        onDragOver={over}
        onDragEnter={over}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Upload className="adm-drop__icon" aria-hidden="true" />
        <p className="adm-drop__text">{type === 'photo' ? t('gallery.photoDrop') : t('gallery.videoDrop')}</p>
        <input
          id={id}
          className="adm-drop__input"
          type="file"
          accept={ACCEPT_BY_TYPE[type]}
          multiple={type === 'photo'}
          disabled={disabled}
          aria-label={type === 'photo' ? t('gallery.fileInputPhoto') : t('gallery.fileInputVideo')}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            onFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <label htmlFor={id} className="adm-drop__browse">
          {type === 'photo' ? t('gallery.browse') : t('gallery.browseVideo')}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="adm-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
