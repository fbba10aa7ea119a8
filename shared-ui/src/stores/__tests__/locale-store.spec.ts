import type { useLocaleStore as UseLocaleStore } from '../locale-store';

function loadStore(): typeof UseLocaleStore {
  let store!: typeof UseLocaleStore;
  jest.isolateModules(() => {
    store = require('../locale-store').useLocaleStore;
    store.getState().restore();
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

describe('locale store and server rendering', () => {
  beforeEach(() => {
    document.cookie = 'locale=; Path=/; Max-Age=0';
  });

  it('mirrors every choice into the locale cookie the server reads', () => {
    loadStore().getState().setLocale('en');
    expect(document.cookie).toContain('locale=en');
  });

  it('writes a stored choice into the cookie when the page starts', () => {
    localStorage.setItem('locale', 'en');
    loadStore();
    expect(document.cookie).toContain('locale=en');
  });

  it('takes the language a URL named (?lang=) as the visitor\'s choice', () => {
    localStorage.setItem('locale', 'sk');
    const store = loadStore();
    store.getState().restore({ named: 'en' });
    expect(store.getState().locale).toBe('en');
    expect(localStorage.getItem('locale')).toBe('en');
  });

  it('follows the language the server rendered when nothing is stored, without storing it', () => {
    const store = loadStore();
    store.getState().restore({ rendered: 'en' });
    expect(store.getState().locale).toBe('en');
    expect(localStorage.getItem('locale')).toBeNull();
  });

  it('leaves the cookie alone when the visitor never chose', () => {
    loadStore();
    expect(document.cookie).not.toContain('locale=');
  });
});
