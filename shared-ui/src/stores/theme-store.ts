// The light/dark theme (spec 4 "Theme"): stored as darkMode 'true'/'false', applied as the
// `dark-mode` class on <body>, where tokens.css switches the palette.
import { create } from 'zustand';
import { STORAGE_KEYS } from 'shared-ui/domain';
import { browserStorage, setBodyClass } from './browser-storage';

export const DARK_MODE_CLASS = 'dark-mode';

export type ThemeMode = 'light' | 'dark';

interface ThemeState {
  darkMode: boolean;
  mode: ThemeMode;
  setDarkMode: (darkMode: boolean) => void;
  toggleDarkMode: () => void;
}

function apply(darkMode: boolean) {
  browserStorage.set(STORAGE_KEYS.darkMode, String(darkMode));
  setBodyClass(DARK_MODE_CLASS, darkMode);
  return { darkMode, mode: (darkMode ? 'dark' : 'light') as ThemeMode };
}

/** Spec 4: on load, a stored darkMode 'true' applies dark mode; anything else is light. */
export function readStoredDarkMode(): boolean {
  return browserStorage.get(STORAGE_KEYS.darkMode) === 'true';
}

export const useThemeStore = create<ThemeState>()((set, get) => {
  const darkMode = readStoredDarkMode();
  setBodyClass(DARK_MODE_CLASS, darkMode);
  return {
    darkMode,
    mode: darkMode ? 'dark' : 'light',
    setDarkMode: (next) => set(apply(next)),
    toggleDarkMode: () => set(apply(!get().darkMode)),
  };
});
