import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../hooks/use-return-focus';
import { buttonClassName } from './button';
import './dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Styles the confirm button as destructive (deletes, spec 5 "Deletes"). */
  danger?: boolean;
}

/** Asks before an irreversible action (Radix AlertDialog): focus starts on Cancel, Esc cancels. */
export function ConfirmDialog({ open, onOpenChange, title, message, confirmLabel, cancelLabel, onConfirm, danger = false }: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="ui-dialog__overlay" />
        <AlertDialog.Content className="ui-dialog" style={{ maxWidth: '28rem' }} {...returnFocus}>
          <AlertDialog.Title className="ui-dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="ui-dialog__description" style={{ marginTop: 'var(--space-3)' }}>
            {message}
          </AlertDialog.Description>
          <div className="ui-dialog__footer">
            <AlertDialog.Cancel className={buttonClassName('outlined')}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClassName(danger ? 'danger' : 'primary')} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
