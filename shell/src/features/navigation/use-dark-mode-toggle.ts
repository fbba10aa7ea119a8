// High contrast is a palette of its own (spec 9) and wins over dark mode, so while it is
// on the dark-mode toggle would change nothing visible. It stays in place and focusable but says
// why it does nothing (aria-disabled keeps the explanation reachable from the keyboard).
import { useThemeStore } from 'shared-ui/stores/theme-store';
import { useAccessibilityStore } from 'shared-ui/stores/accessibility-store';

export function useDarkModeToggle() {
  const darkMode = useThemeStore((state) => state.darkMode);
  const toggleDarkMode = useThemeStore((state) => state.toggleDarkMode);
  const blockedByHighContrast = useAccessibilityStore((state) => state.highContrast);
  return {
    darkMode,
    blockedByHighContrast,
    toggle: () => {
      if (!blockedByHighContrast) toggleDarkMode();
    },
  };
}
