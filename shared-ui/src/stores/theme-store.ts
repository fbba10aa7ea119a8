// The light/dark theme (spec 4 "Theme"): stored as darkMode 'true'/'false', applied as the
// `dark-mode` class on <body>, where tokens.css switches the palette.
//
// The store starts light on the server and in the browser alike, and `restore()` (called by the
// shell before it hydrates) reads the stored choice: React hydrates against the initial state,
// which the server also rendered, then re-renders with the restored one (no hydration
// mismatch). The boot script (shell/src/boot) has already put the class on <body> before the first paint.
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
  /** Applies the stored choice (spec 4: a stored darkMode 'true' is dark, anything else light). */
  restore: () => void;
}

const themeOf = (darkMode: boolean): Pick<ThemeState, 'darkMode' | 'mode'> => ({ darkMode, mode: darkMode ? 'dark' : 'light' });

function applyAndStore(darkMode: boolean) {
  browserStorage.set(STORAGE_KEYS.darkMode, String(darkMode));
  setBodyClass(DARK_MODE_CLASS, darkMode);
  return themeOf(darkMode);
}

/** Spec 4: on load, a stored darkMode 'true' applies dark mode; anything else is light. */
export function readStoredDarkMode(): boolean {
  return browserStorage.get(STORAGE_KEYS.darkMode) === 'true';
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  ...themeOf(false),
  setDarkMode: (next) => set(applyAndStore(next)),
  toggleDarkMode: () => set(applyAndStore(!get().darkMode)),
  restore: () => {
    const darkMode = readStoredDarkMode();
    setBodyClass(DARK_MODE_CLASS, darkMode);
    set(themeOf(darkMode));
  },
}));
