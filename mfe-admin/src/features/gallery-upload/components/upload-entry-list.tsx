// The chosen files, each with an editable title taken from its file name.
import { X } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { IconButton } from 'shared-ui/components/icon-button';
import { TextField } from 'shared-ui/components/text-field';
import { fileSizeText } from '../../../components/file-choice';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import type { UploadEntry } from '../upload-draft';

interface UploadEntryListProps {
  entries: UploadEntry[];
  titleErrors?: Record<string, string>;
  onTitleChange: (id: string, title: string) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
}

function usePreviewUrls(entries: UploadEntry[]): Map<string, string> {
  const urls = useMemo(
    () => new Map(entries.filter((entry) => entry.file.type.startsWith('image/')).map((entry) => [entry.id, URL.createObjectURL(entry.file)])),
    [entries.map((entry) => entry.id).join()],
  );
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

export function UploadEntryList({ entries, titleErrors, onTitleChange, onRemove, disabled }: UploadEntryListProps) {
  const { t } = useAdminTexts();
  const previews = usePreviewUrls(entries);
  if (entries.length === 0) return null;
  return (
    <div className="adm-entries">
      <h4 className="adm-entries__heading">
        {t('gallery.selectedFiles')} ({entries.length})
      </h4>
      <ul className="adm-entries__list">
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
              <TextField
                label={t('gallery.title')}
                value={entry.title}
                required
                maxLength={200}
                disabled={disabled}
                error={titleErrors?.[entry.id]}
                hint={`${entry.file.name} · ${fileSizeText(entry.file.size)}`}
                onChange={(event) => onTitleChange(entry.id, event.target.value)}
              />
            </div>
            <IconButton label={t('common.removeFile', { name: entry.file.name })} icon={<X />} variant="outlined" size="sm" disabled={disabled} onClick={() => onRemove(entry.id)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
