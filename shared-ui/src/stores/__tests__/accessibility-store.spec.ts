import { canDecreaseFontSize, canIncreaseFontSize, clampFontSize, type useAccessibilityStore as UseAccessibilityStore } from '../accessibility-store';

function loadStore(): typeof UseAccessibilityStore {
  let store!: typeof UseAccessibilityStore;
  jest.isolateModules(() => {
    store = require('../accessibility-store').useAccessibilityStore;
    store.getState().restore();
  });
  return store;
}

const stored = () => JSON.parse(localStorage.getItem('accessibility-preferences') ?? 'null');

beforeEach(() => {
  localStorage.clear();
  document.body.className = '';
  document.documentElement.style.fontSize = '';
});

describe('font size', () => {
  it('steps by 10 between 80 and 150 and stops at the bounds', () => {
    const store = loadStore();
    expect(store.getState().fontSize).toBe(100);
    for (let i = 0; i < 10; i++) store.getState().increaseFontSize();
    expect(store.getState().fontSize).toBe(150);
    expect(canIncreaseFontSize(store.getState().fontSize)).toBe(false);
    for (let i = 0; i < 10; i++) store.getState().decreaseFontSize();
    expect(store.getState().fontSize).toBe(80);
    expect(canDecreaseFontSize(80)).toBe(false);
    expect(canDecreaseFontSize(90)).toBe(true);
    store.getState().resetFontSize();
    expect(store.getState().fontSize).toBe(100);
  });

  it('scales the root element so every rem follows', () => {
    const store = loadStore();
    store.getState().increaseFontSize();
    expect(document.documentElement.style.fontSize).toBe('110%');
    store.getState().resetFontSize();
    expect(document.documentElement.style.fontSize).toBe('');
  });

  it('clamps and rounds odd values', () => {
    expect(clampFontSize(300)).toBe(150);
    expect(clampFontSize(10)).toBe(80);
    expect(clampFontSize(114)).toBe(110);
    expect(clampFontSize(Number.NaN)).toBe(100);
  });
});

describe('persistence', () => {
  it('saves every change as one JSON object', () => {
    const store = loadStore();
    store.getState().increaseFontSize();
    store.getState().setHighContrast(true);
    store.getState().setVoiceReaderMode(true);
    store.getState().setSelectedVoice(2);
    expect(stored()).toEqual({ fontSize: 110, highContrast: true, voiceReaderMode: true, selectedVoice: 2 });
    expect(document.body).toHaveClass('high-contrast');
  });

  it('restores stored preferences on load and applies them', () => {
    localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: 130, highContrast: true, voiceReaderMode: true, selectedVoice: 1 }));
    const store = loadStore();
    expect(store.getState()).toMatchObject({ fontSize: 130, highContrast: true, voiceReaderMode: true, selectedVoice: 1 });
    expect(document.documentElement.style.fontSize).toBe('130%');
    expect(document.body).toHaveClass('high-contrast');
  });

  it('falls back to defaults for damaged or out-of-range values', () => {
    localStorage.setItem('accessibility-preferences', '{"fontSize": 999, "highContrast": "yes", "selectedVoice": -4');
    expect(loadStore().getState()).toMatchObject({ fontSize: 100, highContrast: false, selectedVoice: null });
    localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: 999, highContrast: 'yes' }));
    expect(loadStore().getState()).toMatchObject({ fontSize: 150, highContrast: false });
  });

  it('toggles high contrast off again, removing the class', () => {
    const store = loadStore();
    store.getState().toggleHighContrast();
    store.getState().toggleHighContrast();
    expect(document.body).not.toHaveClass('high-contrast');
    expect(stored().highContrast).toBe(false);
  });
});

describe('accessibility store and server rendering', () => {
  it('keeps the defaults as its initial state after restoring, so hydration matches the server', () => {
    localStorage.setItem('accessibility-preferences', JSON.stringify({ fontSize: 150, highContrast: true }));
    const store = loadStore();
    expect(store.getState()).toMatchObject({ fontSize: 150, highContrast: true });
    expect(store.getInitialState()).toMatchObject({ fontSize: 100, highContrast: false });
  });
});
