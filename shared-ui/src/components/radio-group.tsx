import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId, type ReactNode } from 'react';
import './choice.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupFieldProps {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly RadioOption[];
  orientation?: 'horizontal' | 'vertical';
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** Hides the group label visually (it stays the group's accessible name). */
  hideLabel?: boolean;
}

/** A single choice among a few options (Radix RadioGroup: one tab stop, arrow keys move). */
export function RadioGroupField({ label, value, onValueChange, options, orientation = 'horizontal', name, required, disabled, hideLabel = false }: RadioGroupFieldProps) {
  const id = useId();
  return (
    <div className="ui-choice-group">
      <span id={`${id}-label`} className={hideLabel ? 'ui-visually-hidden' : 'ui-choice-group__label'}>
        {label}
      </span>
      <RadioGroup.Root
        className={`ui-radio-group ui-radio-group--${orientation}`}
        value={value}
        onValueChange={onValueChange}
        orientation={orientation}
        aria-labelledby={`${id}-label`}
        name={name}
        required={required}
        disabled={disabled}
      >
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="ui-radio">
              <RadioGroup.Item id={optionId} value={option.value} disabled={option.disabled} className="ui-radio__control">
                <RadioGroup.Indicator className="ui-radio__dot" />
              </RadioGroup.Item>
              <label htmlFor={optionId} className="ui-choice__label">
                {option.label}
              </label>
            </div>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}
