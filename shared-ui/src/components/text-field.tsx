import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { UI_NAMESPACE } from 'shared-ui/i18n/ui-namespace';
import { describedBy, FieldFrame } from './field-frame';

interface FieldExtras {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  /** Shows "n / maxLength" under the field (needs `maxLength` and a controlled `value`). */
  counter?: boolean;
}

export type TextFieldProps = FieldExtras & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
export type TextAreaProps = FieldExtras & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <span id={`${id}-counter`} className={`ui-field__counter${length > max ? ' ui-field__counter--over' : ''}`}>
      {t('characterCount', { count: length, max })}
    </span>
  );
}

function counterFor(id: string, counter: boolean | undefined, value: string | number | readonly string[] | undefined, maxLength: number | undefined) {
  if (!counter || maxLength === undefined) return { node: undefined, counterId: undefined };
  const length = String(value ?? '').length;
  return { node: <Counter id={id} length={length} max={maxLength} />, counterId: `${id}-counter` };
}

/** A labelled single-line input; all native input props pass through. */
export function TextField({ label, error, hint, counter, id, required, className, ref, ...input }: TextFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const { node, counterId } = counterFor(fieldId, counter, input.value, input.maxLength);
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={required} trailing={node}>
      <input
        ref={ref}
        id={fieldId}
        className={['ui-field__control', className].filter(Boolean).join(' ')}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { hint, error }, counterId)}
        {...input}
      />
    </FieldFrame>
  );
}

/** A labelled multi-line input; all native textarea props pass through. */
export function TextArea({ label, error, hint, counter, id, required, className, rows = 4, ref, ...textarea }: TextAreaProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const { node, counterId } = counterFor(fieldId, counter, textarea.value, textarea.maxLength);
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={required} trailing={node}>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        className={['ui-field__control', className].filter(Boolean).join(' ')}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { hint, error }, counterId)}
        {...textarea}
      />
    </FieldFrame>
  );
}
