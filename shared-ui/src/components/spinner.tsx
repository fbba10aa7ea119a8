import { useTranslation } from 'shared-ui/i18n/react';
import { UI_NAMESPACE } from 'shared-ui/i18n/ui-namespace';
import './spinner.css';

export interface SpinnerProps {
  /** Announced to screen readers; defaults to "Načítava sa…". */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Inline spinners (inside a button) are decorative: the button carries aria-busy. */
  decorative?: boolean;
}

export function Spinner({ label, size = 'md', decorative = false }: SpinnerProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  if (decorative) return <span className={`ui-spinner ui-spinner--${size}`} aria-hidden="true" />;
  return (
    <span className="ui-spinner-wrap" role="status">
      <span className={`ui-spinner ui-spinner--${size}`} aria-hidden="true" />
      <span className="ui-visually-hidden">{label ?? t('loading')}</span>
    </span>
  );
}
