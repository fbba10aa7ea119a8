import * as Switch from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';
import './choice.css';

export interface SwitchFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  description?: ReactNode;
  disabled?: boolean;
  id?: string;
}

/** An on/off setting (role=switch), label on the left, the track on the right. */
export function SwitchField({ label, checked, onCheckedChange, description, disabled, id }: SwitchFieldProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  return (
    <div className="ui-switch">
      <div className="ui-switch__text">
        <label htmlFor={switchId} className="ui-choice__label">
          {label}
        </label>
        {description && (
          <span id={`${switchId}-description`} className="ui-choice__description">
            {description}
          </span>
        )}
      </div>
      <Switch.Root
        id={switchId}
        className="ui-switch__track"
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? `${switchId}-description` : undefined}
      >
        <Switch.Thumb className="ui-switch__thumb" />
      </Switch.Root>
    </div>
  );
}
