import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { UI_NAMESPACE } from 'shared-ui/i18n/ui-namespace';
import { describedBy, FieldFrame } from './field-frame';
import './select-field.css';

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectFieldProps {
  label: ReactNode;
  /** The chosen value; '' shows the placeholder (and keeps the select controlled). */
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  /** Submitted with a native <form> (Radix renders a hidden select). */
  name?: string;
  /** Height limit of the open list in px (spec 9: the toolbar's voice list is 300). */
  maxMenuHeight?: number;
}

/** A labelled select on Radix Select: typeahead, arrow keys, Esc, and a native form value. */
export function SelectField({ label, value, onValueChange, options, placeholder, error, hint, required, disabled, id, name, maxMenuHeight }: SelectFieldProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} required={required} labelAs="span">
      <Select.Root value={value} onValueChange={onValueChange} required={required} disabled={disabled} name={name}>
        <Select.Trigger
          id={fieldId}
          className="ui-field__control ui-select__trigger"
          aria-labelledby={`${fieldId}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, { hint, error })}
        >
          <Select.Value placeholder={placeholder ?? t('choose')} />
          <Select.Icon className="ui-select__chevron">
            <ChevronDown aria-hidden="true" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content className="ui-select__content" position="popper" sideOffset={4} style={maxMenuHeight ? { maxHeight: `${maxMenuHeight / 16}rem` } : undefined}>
            <Select.Viewport className="ui-select__viewport">
              {options.map((option) => (
                <Select.Item key={option.value} value={option.value} disabled={option.disabled} className="ui-select__item">
                  <Select.ItemText>{option.label}</Select.ItemText>
                  <Select.ItemIndicator className="ui-select__check">
                    <Check aria-hidden="true" />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </FieldFrame>
  );
}
