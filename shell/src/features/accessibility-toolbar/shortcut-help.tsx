// Spec 2.7: the "Klávesové skratky" button shows the shortcut help.
import { Keyboard } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Button } from 'shared-ui/components/button';

const SHORTCUTS = [
  { keys: ['Tab'], key: 'toolbar.shortcut.tab' },
  { keys: ['Shift', 'Tab'], key: 'toolbar.shortcut.shiftTab' },
  { keys: ['Enter'], key: 'toolbar.shortcut.enter' },
  { keys: ['Esc'], key: 'toolbar.shortcut.escape' },
  { keys: ['Alt', 'A'], key: 'toolbar.shortcut.altA' },
] as const;

export function ShortcutHelp() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="sh-toolbar__group">
      <Button variant="secondary" size="sm" fullWidth startIcon={<Keyboard />} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {t('toolbar.shortcuts')}
      </Button>
      {open && (
        <dl id={listId} className="sh-shortcuts">
          {SHORTCUTS.map(({ keys, key }) => (
            <div key={key} className="sh-shortcuts__row">
              <dt>
                {keys.map((name, index) => (
                  <span key={name}>
                    {index > 0 && ' + '}
                    <kbd>{name}</kbd>
                  </span>
                ))}
              </dt>
              <dd>{t(key)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
