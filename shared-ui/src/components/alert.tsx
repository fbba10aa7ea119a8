import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { UI_NAMESPACE } from 'shared-ui/i18n/ui-namespace';
import { IconButton } from './icon-button';
import './alert.css';

export type AlertSeverity = 'success' | 'error' | 'info' | 'warning';

export interface AlertProps {
  severity: AlertSeverity;
  children: ReactNode;
  /** Shows a × button that calls it (the spec's "closable" alerts). */
  onClose?: () => void;
  /** Accessible name of the × button; defaults to "Zavrieť". */
  closeLabel?: string;
  title?: ReactNode;
}

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info, warning: TriangleAlert } as const;

/**
 * A message box that is also a live region: errors and warnings interrupt (role=alert),
 * success and info wait their turn (role=status).
 */
export function Alert({ severity, children, onClose, closeLabel, title }: AlertProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  const Icon = ICONS[severity];
  const urgent = severity === 'error' || severity === 'warning';
  return (
    <div className={`ui-alert ui-alert--${severity}`} role={urgent ? 'alert' : 'status'}>
      <Icon className="ui-alert__icon" aria-hidden="true" />
      <div className="ui-alert__body">
        <span className="ui-visually-hidden">{t(`severity.${severity}`)}: </span>
        {title && <strong className="ui-alert__title">{title}</strong>}
        <div>{children}</div>
      </div>
      {onClose && <IconButton label={closeLabel ?? t('close')} icon={<X />} size="sm" onClick={onClose} />}
    </div>
  );
}
