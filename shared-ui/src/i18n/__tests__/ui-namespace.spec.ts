/**
 * @jest-environment node
 */
import i18next from 'i18next';
import { keyPaths } from '../key-paths';
import { uiEn } from '../ui-en';
import { uiSk } from '../ui-sk';
import { registerNamespace } from '../register-namespace';

describe('the ui namespace', () => {
  it('has the same keys in Slovak and English', () => {
    expect(keyPaths(uiEn)).toEqual(keyPaths(uiSk));
  });
});

describe('keyPaths', () => {
  it('lists nested keys with dots and reports a key missing on one side', () => {
    expect(keyPaths({ b: 'x', a: { c: 'y', d: 'z' } })).toEqual(['a.c', 'a.d', 'b']);
    expect(keyPaths({ a: { c: 'y' } })).not.toEqual(keyPaths({ a: { c: 'y', d: 'z' } }));
  });
});

describe('registerNamespace', () => {
  it('adds the bundles once i18next is initialised, even when called before', async () => {
    registerNamespace('early', { sk: { hello: 'Ahoj' }, en: { hello: 'Hello' } });
    await i18next.init({ lng: 'en', fallbackLng: 'sk', resources: {} });
    expect(i18next.t('hello', { ns: 'early' })).toBe('Hello');
    registerNamespace('late', { sk: { bye: 'Zbohom' }, en: { bye: 'Bye' } });
    expect(i18next.t('bye', { ns: 'late', lng: 'sk' })).toBe('Zbohom');
  });
});
