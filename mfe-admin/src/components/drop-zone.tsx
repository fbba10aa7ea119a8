// The admin's one way to choose files: a zone to drop them on, or "browse" with the keyboard or a
// pointer (the materials tab had the browser's bare input). The native input stays the
// control (focusable, labelled, announced, required and invalid states); the zone adds the drop
// target and the look. `FileDropField` below is the one-file form field built on it.
import { FileText, Upload, X } from 'lucide-react';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { IconButton } from 'shared-ui/components/icon-button';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { fileSizeText, matchesAccept } from '../lib/file-choice';
import './drop-zone.css';

export interface DropZoneProps {
  /** The input's accessible name; shown above the zone too when `visibleLabel` is set. */
  label: string;
  visibleLabel?: boolean;
  /** "Pretiahni sem … alebo" */
  prompt: string;
  /** "… vyber … z počítača": the visible control that opens the file chooser. */
  browseLabel: string;
  /** On a touch screen nothing can be dragged here, so the prompt goes and the control says "Vybrať …". */
  touchBrowseLabel: string;
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  compact?: boolean;
  children?: ReactNode;
}

export function DropZone({ label, visibleLabel, prompt, browseLabel, touchBrowseLabel, accept, multiple, onFiles, hint, error, required, disabled, compact, children }: DropZoneProps) {
  const { t } = useAdminTexts();
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

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
      {visibleLabel && (
        <label htmlFor={id} className="adm-drop__label">
          {label}
          {required && (
            <span className="adm-drop__required">
              <span aria-hidden="true"> *</span>
              <span className="ui-visually-hidden"> ({t('common.required')})</span>
            </span>
          )}
        </label>
      )}
      <div
        className={['adm-drop', compact && 'adm-drop--compact', dragging && 'adm-drop--active', error && 'adm-drop--invalid'].filter(Boolean).join(' ')}
        onDragOver={over}
        onDragEnter={over}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Upload className="adm-drop__icon" aria-hidden="true" />
        <p className="adm-drop__text">{prompt}</p>
        <input
          id={id}
          className="adm-drop__input"
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-label={label}
          aria-required={required || undefined}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            onFiles(Array.from(event.target.files ?? []));
            // The same file chosen again after a removal must fire a change again.
            event.target.value = '';
          }}
        />
        <label htmlFor={id} className="adm-drop__browse">
          {/* Which one shows is the device's (drop-zone.css, a media query): no script, no layout shift. */}
          <span className="adm-drop__for-pointer">{browseLabel}</span>
          <span className="adm-drop__for-touch">{touchBrowseLabel}</span>
        </label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="adm-drop__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="adm-field-error">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

interface FileDropFieldProps extends Omit<DropZoneProps, 'multiple' | 'onFiles' | 'children' | 'visibleLabel'> {
  file: File | null;
  onFileChange: (file: File | null) => void;
}

/** One file: the chosen one is named under the zone with its size and a button to remove it. */
export function FileDropField({ file, onFileChange, accept, error, ...zone }: FileDropFieldProps) {
  const { t } = useAdminTexts();
  const [refused, setRefused] = useState<string | null>(null);
  const choose = (files: File[]) => {
    const [first] = files;
    if (!first) return;
    // The input filters by `accept`; a dropped file does not pass through that filter.
    if (!matchesAccept(first, accept)) return setRefused(t('common.wrongFileType', { name: first.name }));
    setRefused(null);
    onFileChange(first);
  };
  return (
    <DropZone {...zone} visibleLabel accept={accept} onFiles={choose} error={refused ?? error}>
      {file && (
        <div className="adm-drop__chosen">
          <FileText className="adm-drop__chosen-icon" aria-hidden="true" />
          <p className="adm-drop__chosen-text">
            <span className="ui-visually-hidden">{t('common.chosenFile')} </span>
            <span className="adm-drop__chosen-name">{file.name}</span> · {fileSizeText(file.size)}
          </p>
          <IconButton
            label={t('common.removeFile', { name: file.name })}
            icon={<X />}
            variant="outlined"
            size="sm"
            disabled={zone.disabled}
            onClick={() => onFileChange(null)}
          />
        </div>
      )}
    </DropZone>
  );
}
