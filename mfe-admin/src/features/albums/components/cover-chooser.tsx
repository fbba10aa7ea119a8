// The three cover modes of the album dialog (spec 2.18): automatic, an uploaded image, or a pick
// among the album's photos; with a preview and a clear button.
import { X } from 'lucide-react';
import { useEffect, type Dispatch } from 'react';
import { imageUrl } from 'shared-ui/api';
import { IconButton } from 'shared-ui/components/icon-button';
import { RadioGroupField } from 'shared-ui/components/radio-group';
import type { AlbumCoverMode } from 'shared-ui/domain';
import { FileDropField } from '../../../components/drop-zone';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { coverPreview, type CoverAction, type CoverState } from '../cover-mode';
import './cover-chooser.css';

interface CoverChooserProps {
  state: CoverState;
  dispatch: Dispatch<CoverAction>;
  images: { url: string; title: string }[];
  disabled?: boolean;
}

export function CoverChooser({ state, dispatch, images, disabled }: CoverChooserProps) {
  const { t } = useAdminTexts();
  const preview = coverPreview(state);

  // The object URL of a chosen file lives until it is replaced or cleared.
  useEffect(() => {
    const url = state.filePreviewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [state.filePreviewUrl]);

  const chooseFile = (file: File | null) => {
    if (file) dispatch({ type: 'chooseFile', file, previewUrl: URL.createObjectURL(file) });
    else dispatch({ type: 'clear' });
  };

  return (
    <div className="adm-cover">
      <RadioGroupField
        label={t('albumDialog.cover')}
        value={state.mode}
        onValueChange={(mode) => dispatch({ type: 'setMode', mode: mode as AlbumCoverMode })}
        orientation="vertical"
        disabled={disabled}
        options={[
          { value: 'auto', label: t('albumDialog.coverAuto') },
          { value: 'upload', label: t('albumDialog.coverUpload') },
          { value: 'select', label: t('albumDialog.coverSelect'), disabled: !state.canSelect },
        ]}
      />
      {!state.canSelect && <p className="adm-hint">{t('albumDialog.coverSelectUnavailable')}</p>}

      {state.mode === 'auto' && <p className="adm-info">{t('albumDialog.coverAutoInfo')}</p>}

      {state.mode === 'upload' && (
        <FileDropField
          label={t('albumDialog.coverFile')}
          prompt={t('albumDialog.coverDrop')}
          browseLabel={t('albumDialog.browseCover')}
          touchBrowseLabel={t('albumDialog.browseCoverTouch')}
          compact
          hint={t('albumDialog.coverFileHint')}
          accept="image/*"
          file={state.file}
          onFileChange={chooseFile}
          disabled={disabled}
        />
      )}

      {state.mode === 'select' && (
        <fieldset className="adm-cover__picker" disabled={disabled}>
          <legend>{t('albumDialog.pickerLabel')}</legend>
          <div className="adm-cover__options">
            {images.map((image) => (
              <label key={image.url} className="adm-cover__option">
                <input
                  type="radio"
                  name="album-cover"
                  value={image.url}
                  checked={state.coverImage === image.url}
                  onChange={() => dispatch({ type: 'selectImage', url: image.url })}
                />
                <img src={imageUrl(image.url)} alt="" loading="lazy" />
                <span>{image.title}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {preview && (
        <figure className="adm-cover__preview">
          <img src={imageUrl(preview)} alt={t('albumDialog.preview')} />
          <figcaption>
            {t('albumDialog.preview')}
            <IconButton label={t('albumDialog.clearCover')} icon={<X />} size="sm" variant="outlined" onClick={() => dispatch({ type: 'clear' })} disabled={disabled} />
          </figcaption>
        </figure>
      )}
    </div>
  );
}
