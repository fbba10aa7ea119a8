// Spec 2.4: a sun when dark, a moon when light; the label says what a press does.
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { IconButton } from 'shared-ui/components/icon-button';
import { useThemeStore } from 'shared-ui/stores/theme-store';

export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const darkMode = useThemeStore((state) => state.darkMode);
  const toggleDarkMode = useThemeStore((state) => state.toggleDarkMode);
  return (
    <IconButton
      className="ui-requires-js"
      label={darkMode ? t('appBar.switchToLight') : t('appBar.switchToDark')}
      icon={darkMode ? <Sun /> : <Moon />}
      onClick={toggleDarkMode}
    />
  );
}
