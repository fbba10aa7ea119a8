import * as Checkbox from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import './choice.css';

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  description?: ReactNode;
  disabled?: boolean;
  id?: string;
  name?: string;
}

/** A labelled checkbox (Radix Checkbox, role=checkbox, Space toggles). */
export function CheckboxField({ label, checked, onCheckedChange, description, disabled, id, name }: CheckboxFieldProps) {
  const generatedId = useId();
  const checkboxId = id ?? generatedId;
  return (
    <div className="ui-checkbox">
      <Checkbox.Root
        id={checkboxId}
        name={name}
        className="ui-checkbox__box"
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        disabled={disabled}
        aria-describedby={description ? `${checkboxId}-description` : undefined}
      >
        <Checkbox.Indicator className="ui-checkbox__indicator">
          <Check aria-hidden="true" />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <div className="ui-switch__text">
        <label htmlFor={checkboxId} className="ui-choice__label">
          {label}
        </label>
        {description && (
          <span id={`${checkboxId}-description`} className="ui-choice__description">
            {description}
          </span>
        )}
      </div>
    </div>
  );
}
