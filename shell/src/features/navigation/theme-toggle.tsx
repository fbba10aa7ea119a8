// Spec 2.4: a sun when dark, a moon when light; the label says what a press does, or, under high
// contrast, why a press does nothing (issue 12.5).
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { IconButton } from 'shared-ui/components/icon-button';
import { useDarkModeToggle } from './use-dark-mode-toggle';

export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const { darkMode, blockedByHighContrast, toggle } = useDarkModeToggle();
  const action = darkMode ? t('appBar.switchToLight') : t('appBar.switchToDark');
  return (
    <IconButton
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
      aria-disabled={blockedByHighContrast || undefined}
      // Pressed before hydration, preferences-boot.js switches the theme itself (issue 24.2).
      data-boot-action="theme"
      onClick={toggle}
    />
  );
}
