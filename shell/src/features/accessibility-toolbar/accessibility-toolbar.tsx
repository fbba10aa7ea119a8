// Spec 2.7: a floating button opens the "Prístupnosť" panel; Alt+A toggles it, Esc and the close
// button close it. The button is part of every page; the panel and its Radix controls load on the
// first open (they are a sixth of the shell's JS, and most visits never open them).
import { Accessibility } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { IconButton } from 'shared-ui/components/icon-button';
import { OnDemandSlot, prefetch, useOnDemand } from '../../lib/on-demand';
import { useAltA } from './use-alt-a';
import './accessibility-toolbar.css';

const loadPanel = () => import('./toolbar-panel');

export function AccessibilityToolbar() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing keeps the panel's state and reopening is instant.
  const [wanted, setWanted] = useState(false);
  const fabRef = useRef<HTMLButtonElement>(null);
  const panel = useOnDemand(loadPanel);
  const openChange = useCallback((next: boolean) => {
    if (next) setWanted(true);
    setOpen(next);
  }, []);
  const toggle = useCallback(() => openChange(!open), [open, openChange]);
  useAltA(toggle);

  return (
    <>
      <IconButton
        ref={fabRef}
        className="sh-toolbar__fab ui-requires-js"
        variant="filled"
        size="lg"
        label={t('toolbar.openHint')}
        icon={<Accessibility />}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Intent to open: fetch the panel before the click lands.
        onPointerEnter={prefetch(loadPanel)}
        onFocus={prefetch(loadPanel)}
        onClick={toggle}
      />
      {wanted && (
        <OnDemandSlot
          part={panel}
          onFailure={() => {
            setWanted(false);
            setOpen(false);
          }}
        >
          <panel.Part open={open} onOpenChange={openChange} returnFocusTo={fabRef} />
        </OnDemandSlot>
      )}
    </>
  );
}
