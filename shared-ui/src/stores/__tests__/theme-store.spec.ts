import type { useThemeStore as UseThemeStore } from '../theme-store';

function loadStore(): typeof UseThemeStore {
  let store!: typeof UseThemeStore;
  jest.isolateModules(() => {
    store = require('../theme-store').useThemeStore;
    store.getState().restore();
  });
  return store;
}

beforeEach(() => {
  localStorage.clear();
  document.body.className = '';
});

describe('theme store', () => {
  it('starts light when nothing is stored', () => {
    const store = loadStore();
    expect(store.getState()).toMatchObject({ darkMode: false, mode: 'light' });
    expect(document.body).not.toHaveClass('dark-mode');
  });

  it('toggles dark mode, stores "true"/"false" and sets the body class', () => {
    const store = loadStore();
    store.getState().toggleDarkMode();
    expect(store.getState().mode).toBe('dark');
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(document.body).toHaveClass('dark-mode');
    store.getState().toggleDarkMode();
    expect(localStorage.getItem('darkMode')).toBe('false');
    expect(document.body).not.toHaveClass('dark-mode');
  });

  it('restores a stored dark mode on load', () => {
    localStorage.setItem('darkMode', 'true');
    const store = loadStore();
    expect(store.getState().darkMode).toBe(true);
    expect(document.body).toHaveClass('dark-mode');
  });

  it('ignores values other than "true"', () => {
    localStorage.setItem('darkMode', 'yes');
    expect(loadStore().getState().darkMode).toBe(false);
  });
});

describe('theme store and server rendering', () => {
  it('keeps light as its initial state after restoring dark, so hydration matches the server', () => {
    localStorage.setItem('darkMode', 'true');
    const store = loadStore();
    expect(store.getState().darkMode).toBe(true);
    expect(store.getInitialState().darkMode).toBe(false);
  });
});
