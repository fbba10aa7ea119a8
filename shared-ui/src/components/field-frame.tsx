// Label, hint, error and counter around one form control; shared by the field components so
// every field wires aria-describedby and aria-invalid the same way.
import type { ReactNode } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { UI_NAMESPACE } from 'shared-ui/i18n/ui-namespace';
import './field.css';

export interface FieldMessages {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
}

/** Ids of the hint and error elements, for the control's aria-describedby. */
export function describedBy(id: string, { hint, error }: Pick<FieldMessages, 'hint' | 'error'>, extra?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, extra ?? null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

interface FieldFrameProps extends FieldMessages {
  id: string;
  /** The label element: a <label for> (default) or a plain text with an id, for grouped controls. */
  labelAs?: 'label' | 'span';
  trailing?: ReactNode;
  children: ReactNode;
}

export function FieldFrame({ id, label, hint, error, required, labelAs = 'label', trailing, children }: FieldFrameProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  const labelContent = (
    <>
      {label}
      {required && (
        <span className="ui-field__required">
          <span aria-hidden="true"> *</span>
          <span className="ui-visually-hidden"> ({t('required')})</span>
        </span>
      )}
    </>
  );
  return (
    <div className={`ui-field${error ? ' ui-field--invalid' : ''}`}>
      {labelAs === 'label' ? (
        <label className="ui-field__label" htmlFor={id} id={`${id}-label`}>
          {labelContent}
        </label>
      ) : (
        <span className="ui-field__label" id={`${id}-label`}>
          {labelContent}
        </span>
      )}
      {children}
      <div className="ui-field__messages">
        <div>
          {hint && <p className="ui-field__hint" id={`${id}-hint`}>{hint}</p>}
          {error && <p className="ui-field__error" id={`${id}-error`}>{error}</p>}
        </div>
        {trailing}
      </div>
    </div>
  );
}
