import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { GALLERY_NAMESPACE } from '../../../i18n/resources';
import { GALLERY_PATH } from '../../../lib/gallery-paths';
import './album-search-field.css';

/** The query lives in the address (?q=), so the back button from an album restores it. */
export const SEARCH_PARAMETER = 'q';

interface AlbumSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The 'Hľadať album...' field of spec 2.12, with a visible-to-screen-readers label and a clear
 * button. It is a GET form for `?q=`: without JavaScript, Enter asks the server for the filtered
 * list; with it, the list filters while typing, and what was typed before the page
 * became interactive is kept.
 */
export function AlbumSearchField({ value, onChange }: AlbumSearchFieldProps) {
  const { t } = useTranslation(GALLERY_NAMESPACE);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed !== value) onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the server's field comes alive
  }, []);
  return (
    <form className="gal-search" role="search" action={GALLERY_PATH} method="get" onSubmit={(event) => event.preventDefault()}>
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
        name={SEARCH_PARAMETER}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value && (
        <button
          type="button"
          className="gal-search__clear ui-requires-js"
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
    </form>
  );
}
