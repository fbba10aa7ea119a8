// A labelled native file input (keyboard and screen-reader friendly as is), with hint and error
// wired like the shared-ui fields.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useAdminTexts } from '../hooks/use-admin-texts';
import './file-input.css';

interface FileInputProps {
  label: ReactNode;
  accept: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

export function FileInput({ label, accept, file, onFileChange, hint, error, required, disabled }: FileInputProps) {
  const { t } = useAdminTexts();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  // The native input cannot be set to a file from state; clear it when the form is reset.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);
  return (
    <div className={`adm-file${error ? ' adm-file--invalid' : ''}`}>
      <label htmlFor={id} className="adm-file__label">
        {label}
        {required && (
          <span className="adm-file__required">
            <span aria-hidden="true"> *</span>
            <span className="ui-visually-hidden"> ({t('common.required')})</span>
          </span>
        )}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        className="adm-file__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        disabled={disabled}
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
      />
      {hint && <p id={`${id}-hint`} className="adm-file__hint">{hint}</p>}
      {error && <p id={`${id}-error`} className="adm-file__error">{error}</p>}
    </div>
  );
}
