// Accessibility preferences of the toolbar (spec 2.7, 4, 9), stored as one JSON object under
// `accessibility-preferences` and restored on load. The font size scales the root element, so
// every rem on the page follows; high contrast is the `high-contrast` class on <body>.
// Like the theme store, it starts at the defaults (what the server renders) and `restore()` reads
// the stored preferences before the shell hydrates.
import { create } from 'zustand';
import { FONT_SIZE, STORAGE_KEYS } from 'shared-ui/domain';
import { browserStorage, setBodyClass } from './browser-storage';

export const HIGH_CONTRAST_CLASS = 'high-contrast';

export interface AccessibilityPreferences {
  /** Percent of the browser's default size, FONT_SIZE.min–max in FONT_SIZE.step steps. */
  fontSize: number;
  highContrast: boolean;
  /** The voice reader (spec 4); the shell turns it back on 500 ms after load. */
  voiceReaderMode: boolean;
  /** Index into speechSynthesis.getVoices(); null = the default choice (Slovak, English, first). */
  selectedVoice: number | null;
}

export const DEFAULT_PREFERENCES: AccessibilityPreferences = {
  fontSize: FONT_SIZE.default,
  highContrast: false,
  voiceReaderMode: false,
  selectedVoice: null,
};

export function clampFontSize(size: number): number {
  if (!Number.isFinite(size)) return FONT_SIZE.default;
  const stepped = Math.round(size / FONT_SIZE.step) * FONT_SIZE.step;
  return Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, stepped));
}

export const canDecreaseFontSize = (size: number) => size > FONT_SIZE.min;
export const canIncreaseFontSize = (size: number) => size < FONT_SIZE.max;

/** Reads the stored object, keeping only well-typed fields (the storage is user-editable). */
export function readStoredPreferences(): AccessibilityPreferences {
  let parsed: Partial<Record<keyof AccessibilityPreferences, unknown>> = {};
  try {
    parsed = (JSON.parse(browserStorage.get(STORAGE_KEYS.accessibilityPreferences) ?? '{}') as typeof parsed | null) ?? {};
  } catch {
    parsed = {};
  }
  return {
    fontSize: typeof parsed.fontSize === 'number' ? clampFontSize(parsed.fontSize) : DEFAULT_PREFERENCES.fontSize,
    highContrast: parsed.highContrast === true,
    voiceReaderMode: parsed.voiceReaderMode === true,
    selectedVoice: typeof parsed.selectedVoice === 'number' && parsed.selectedVoice >= 0 ? Math.floor(parsed.selectedVoice) : null,
  };
}

function applyToDocument({ fontSize, highContrast }: AccessibilityPreferences): void {
  if (typeof document === 'undefined') return;
  document.documentElement.style.fontSize = fontSize === FONT_SIZE.default ? '' : `${fontSize}%`;
  setBodyClass(HIGH_CONTRAST_CLASS, highContrast);
}

interface AccessibilityState extends AccessibilityPreferences {
  increaseFontSize: () => void;
  decreaseFontSize: () => void;
  resetFontSize: () => void;
  setFontSize: (size: number) => void;
  setHighContrast: (on: boolean) => void;
  toggleHighContrast: () => void;
  setVoiceReaderMode: (on: boolean) => void;
  setSelectedVoice: (index: number | null) => void;
  /** Applies the stored preferences (spec 4 "Accessibility preferences on load"). */
  restore: () => void;
}

export const useAccessibilityStore = create<AccessibilityState>()((set, get) => {
  // Every change is saved back and applied (spec 4 "Accessibility preferences on load").
  const update = (change: Partial<AccessibilityPreferences>) => {
    const { fontSize, highContrast, voiceReaderMode, selectedVoice } = { ...get(), ...change };
    const next = { fontSize, highContrast, voiceReaderMode, selectedVoice };
    browserStorage.set(STORAGE_KEYS.accessibilityPreferences, JSON.stringify(next));
    applyToDocument(next);
    set(next);
  };
  return {
    ...DEFAULT_PREFERENCES,
    increaseFontSize: () => update({ fontSize: clampFontSize(get().fontSize + FONT_SIZE.step) }),
    decreaseFontSize: () => update({ fontSize: clampFontSize(get().fontSize - FONT_SIZE.step) }),
    resetFontSize: () => update({ fontSize: FONT_SIZE.default }),
    setFontSize: (size) => update({ fontSize: clampFontSize(size) }),
    setHighContrast: (on) => update({ highContrast: on }),
    toggleHighContrast: () => update({ highContrast: !get().highContrast }),
    setVoiceReaderMode: (on) => update({ voiceReaderMode: on }),
    setSelectedVoice: (index) => update({ selectedVoice: index }),
    restore: () => {
      const stored = readStoredPreferences();
      applyToDocument(stored);
      set(stored);
    },
  };
});
