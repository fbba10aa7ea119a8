import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { useReturnFocus } from '../hooks/use-return-focus';
import { UI_NAMESPACE } from 'shared-ui/i18n/ui-namespace';
import { IconButton } from './icon-button';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned under the content. */
  footer?: ReactNode;
  /** Maximum width in px (e.g. VIDEO_MODAL_MAX_WIDTH) or any CSS length; default 560 px. */
  maxWidth?: number | string;
  /** Accessible name of the × button; defaults to "Zavrieť". */
  closeLabel?: string;
  /** Sees Esc before it closes the dialog; `preventDefault()` keeps the dialog open (Esc cancelled something inside it, e.g. a drag). */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}

const toLength = (value: number | string) => (typeof value === 'number' ? `${value / 16}rem` : value);

/** A modal dialog (Radix): focus trapped, Esc and the × close it, focus returns to the opener. */
export function Dialog({ open, onOpenChange, title, description, children, footer, maxWidth = 560, closeLabel, onEscapeKeyDown }: DialogProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="ui-dialog__overlay" />
        <DialogPrimitive.Content
          className="ui-dialog"
          {...returnFocus}
          style={{ maxWidth: toLength(maxWidth) }}
          onEscapeKeyDown={onEscapeKeyDown}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="ui-dialog__header">
            <DialogPrimitive.Title className="ui-dialog__title">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <IconButton label={closeLabel ?? t('close')} icon={<X />} size="sm" />
            </DialogPrimitive.Close>
          </header>
          {description && <DialogPrimitive.Description className="ui-dialog__description">{description}</DialogPrimitive.Description>}
          <div className="ui-dialog__body">{children}</div>
          {footer && <footer className="ui-dialog__footer">{footer}</footer>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
