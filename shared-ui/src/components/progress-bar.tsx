import * as Progress from '@radix-ui/react-progress';
import { useId } from 'react';
import './progress-bar.css';

export interface ProgressBarProps {
  /** 0–100; clamped. */
  value: number;
  /** Visible text above the bar, also its accessible name. */
  label: string;
  /** Shows the percentage next to the label (default true). */
  showValue?: boolean;
}

/** Determinate progress (role=progressbar with aria-valuenow), e.g. an upload. */
export function ProgressBar({ value, label, showValue = true }: ProgressBarProps) {
  const id = useId();
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div className="ui-progress">
      <div className="ui-progress__text">
        <span id={`${id}-label`}>{label}</span>
        {showValue && <span aria-hidden="true">{percent} %</span>}
      </div>
      <Progress.Root className="ui-progress__track" value={percent} max={100} aria-labelledby={`${id}-label`}>
        <Progress.Indicator className="ui-progress__bar" style={{ transform: `translateX(-${100 - percent}%)` }} />
      </Progress.Root>
    </div>
  );
}
