import { Search, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { GALLERY_NAMESPACE } from '../../../i18n/resources';
import './album-search-field.css';

interface AlbumSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The 'Hľadať album...' field of spec 2.12, with a visible-to-screen-readers label and a clear button. */
export function AlbumSearchField({ value, onChange }: AlbumSearchFieldProps) {
  const { t } = useTranslation(GALLERY_NAMESPACE);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="gal-search" role="search">
      <label htmlFor={inputId} className="ui-visually-hidden">
        {t('search.label')}
      </label>
      <Search className="gal-search__icon" aria-hidden="true" />
      <input
        ref={inputRef}
        id={inputId}
        className="gal-search__input"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('search.placeholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value && (
        <button
          type="button"
          className="gal-search__clear"
          aria-label={t('search.clear')}
          title={t('search.clear')}
          onClick={() => {
            onChange('');
            inputRef.current?.focus();
          }}
        >
          <X aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
