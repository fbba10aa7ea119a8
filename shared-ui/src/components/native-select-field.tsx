// A labelled native <select>: it works from the first paint, before any script and
// with JavaScript off, which the Radix SelectField cannot (its list is drawn by a script). The
// public forms use it; the admin keeps SelectField.
import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { UI_NAMESPACE } from 'shared-ui/i18n/ui-namespace';
import { describedBy, FieldFrame } from './field-frame';
import './native-select-field.css';

export interface NativeSelectOption {
  value: string;
  /** Plain text: a native option shows no markup. */
  label: string;
  disabled?: boolean;
}

export type NativeSelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children' | 'multiple'> & {
  label: ReactNode;
  /** The chosen value; '' shows the placeholder. */
  value: string;
  onValueChange: (value: string) => void;
  options: readonly NativeSelectOption[];
  /** The first, empty choice ('Vyber…' by default); it cannot be chosen again once a value is. */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** The same frame, label, hint, error and aria wiring as TextField, around a native <select>. */
export function NativeSelectField({ label, value, onValueChange, options, placeholder, error, hint, required, id, className, ref, ...select }: NativeSelectFieldProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={required}>
      <span className="ui-native-select">
        <select
          ref={ref}
          id={fieldId}
          className={['ui-field__control', 'ui-native-select__control', className].filter(Boolean).join(' ')}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, { hint, error })}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          {...select}
        >
          <option value="" disabled={required}>
            {placeholder ?? t('choose')}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className="ui-native-select__chevron" aria-hidden="true" />
      </span>
    </FieldFrame>
  );
}
