// The chosen files, each with a title to write (never its file name) and its alt text.
import { X } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { IconButton } from 'shared-ui/components/icon-button';
import { CONTENT_TEXT_LIMITS } from 'shared-ui/domain';
import { BilingualField } from '../../../components/bilingual-field';
import { fileSizeText } from '../../../lib/file-choice';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import type { EntryTextField, UploadEntry } from '../upload-draft';
import './upload-entry-list.css';

interface UploadEntryListProps {
  entries: UploadEntry[];
  titleErrors?: Record<string, string>;
  onTextChange: (id: string, field: EntryTextField, value: string) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
}

function usePreviewUrls(entries: UploadEntry[]): Map<string, string> {
  // New object URLs only when the chosen files change, not on every progress update of an entry.
  const fileIds = entries.map((entry) => entry.id).join();
  const urls = useMemo(
    () => new Map(entries.filter((entry) => entry.file.type.startsWith('image/')).map((entry) => [entry.id, URL.createObjectURL(entry.file)])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the files' ids, see above
    [fileIds],
  );
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

export function UploadEntryList({ entries, titleErrors, onTextChange, onRemove, disabled }: UploadEntryListProps) {
  const { t } = useAdminTexts();
  const previews = usePreviewUrls(entries);
  if (entries.length === 0) return null;
  return (
    <div className="adm-entries">
      <h4 className="adm-entries__heading">
        {t('gallery.selectedFiles')} ({entries.length})
      </h4>
      <ul className="adm-list">
        {entries.map((entry) => (
          <li key={entry.id} className="adm-entry" aria-label={entry.file.name}>
            {previews.get(entry.id) ? (
              <img className="adm-entry__thumb" src={previews.get(entry.id)} alt="" />
            ) : (
              <span className="adm-entry__thumb adm-entry__thumb--video" aria-hidden="true">
                {t('gallery.videoChip')}
              </span>
            )}
            <div className="adm-entry__fields">
              <p className="adm-entry__file">{`${entry.file.name} · ${fileSizeText(entry.file.size)}`}</p>
              <BilingualField
                label={t('gallery.title')}
                slovak={entry.title}
                english={entry.titleEn}
                required
                maxLength={CONTENT_TEXT_LIMITS.galleryTitle}
                disabled={disabled}
                error={titleErrors?.[entry.id]}
                onSlovakChange={(value) => onTextChange(entry.id, 'title', value)}
                onEnglishChange={(value) => onTextChange(entry.id, 'titleEn', value)}
              />
              {/* What the picture shows (a video's comes from its thumbnail); may be filled later. */}
              <BilingualField
                label={t('bilingual.alt')}
                hint={t('bilingual.altHint')}
                slovak={entry.alt}
                english={entry.altEn}
                maxLength={CONTENT_TEXT_LIMITS.galleryAlt}
                disabled={disabled}
                onSlovakChange={(value) => onTextChange(entry.id, 'alt', value)}
                onEnglishChange={(value) => onTextChange(entry.id, 'altEn', value)}
              />
            </div>
            <IconButton label={t('common.removeFile', { name: entry.file.name })} icon={<X />} variant="outlined" size="sm" disabled={disabled} onClick={() => onRemove(entry.id)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
