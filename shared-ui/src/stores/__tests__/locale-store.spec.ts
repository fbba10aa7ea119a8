import type { useLocaleStore as UseLocaleStore } from '../locale-store';

function loadStore(): typeof UseLocaleStore {
  let store!: typeof UseLocaleStore;
  jest.isolateModules(() => {
    store = require('../locale-store').useLocaleStore;
  });
  return store;
}

beforeEach(() => localStorage.clear());

describe('locale store', () => {
  it('defaults to Slovak', () => {
    expect(loadStore().getState().locale).toBe('sk');
  });

  it('stores the chosen locale under "locale" and restores it on load', () => {
    loadStore().getState().setLocale('en');
    expect(localStorage.getItem('locale')).toBe('en');
    expect(loadStore().getState().locale).toBe('en');
  });

  it('honours a value found only under "preferred-locale" once, moving it to "locale"', () => {
    localStorage.setItem('preferred-locale', 'en');
    expect(loadStore().getState().locale).toBe('en');
    expect(localStorage.getItem('locale')).toBe('en');
    expect(localStorage.getItem('preferred-locale')).toBeNull();
  });

  it('prefers "locale" over the legacy key and ignores unknown values', () => {
    localStorage.setItem('locale', 'sk');
    localStorage.setItem('preferred-locale', 'en');
    expect(loadStore().getState().locale).toBe('sk');
    localStorage.clear();
    localStorage.setItem('locale', 'de');
    expect(loadStore().getState().locale).toBe('sk');
    const store = loadStore();
    store.getState().setLocale('de' as 'sk');
    expect(store.getState().locale).toBe('sk');
  });
});
