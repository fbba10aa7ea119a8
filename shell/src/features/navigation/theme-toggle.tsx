// Spec 2.4: a sun when dark, a moon when light; the label says what a press does. Under high
// contrast (a dark theme of its own, spec 9) a press cannot change the theme: an earlier version dimmed the
// button and gave the reason in its label and tooltip only, which a touch screen never shows
// Now the button stays a normal button and a press opens a note with the reason in
// visible text and a button that turns high contrast off, so the toggle works again right away.
import { Moon, Sun } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { THEME_SWITCH_MARK } from 'shared-ui/page-protocol';
import { Button } from 'shared-ui/components/button';
import { IconButton } from 'shared-ui/components/icon-button';
import { useAccessibilityStore } from 'shared-ui/stores/accessibility-store';
import { useDarkModeToggle } from './use-dark-mode-toggle';

export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const { darkMode, blockedByHighContrast, toggle } = useDarkModeToggle();
  const setHighContrast = useAccessibilityStore((state) => state.setHighContrast);
  const noteId = useId();
  const note = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const action = darkMode ? t('appBar.switchToLight') : t('appBar.switchToDark');
  return (
    <>
      <IconButton
        ref={button}
        className="ui-requires-js"
        label={blockedByHighContrast ? t('appBar.themeBlocked', { action }) : action}
        // Both icons, one shown by the <body> class: right from the first paint, also when the boot
        // script switched the theme before React took over.
        icon={
          <>
            <Sun className="sh-theme-icon sh-theme-icon--dark" />
            <Moon className="sh-theme-icon sh-theme-icon--light" />
          </>
        }
        {...(blockedByHighContrast ? { popoverTarget: noteId, 'aria-controls': noteId } : {})}
        // Pressed before hydration, the boot script switches the theme itself.
        {...THEME_SWITCH_MARK}
        onClick={toggle}
      />
      {blockedByHighContrast && (
        <div ref={note} id={noteId} popover="auto" className="sh-theme-note" role="group" aria-labelledby={`${noteId}-text`}>
          <p id={`${noteId}-text`} className="sh-theme-note__text">
            {t('appBar.themeBlockedNote')}
          </p>
          <Button
            size="sm"
            onClick={() => {
              setHighContrast(false);
              note.current?.hidePopover();
              button.current?.focus();
            }}
          >
            {t('appBar.turnOffHighContrast')}
          </Button>
        </div>
      )}
    </>
  );
}
