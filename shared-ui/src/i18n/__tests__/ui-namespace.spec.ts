/**
 * @jest-environment node
 */
import { i18n } from 'shared-ui/i18n/core';
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
  it('adds the bundles given before the texts start, and after', async () => {
    registerNamespace('early', { sk: { hello: 'Ahoj' }, en: { hello: 'Hello' } });
    await i18n.init({ lng: 'en', fallbackLng: 'sk', resources: {} });
    expect(i18n.t('hello', { ns: 'early' })).toBe('Hello');
    registerNamespace('late', { sk: { bye: 'Zbohom' }, en: { bye: 'Bye' } });
    expect(i18n.t('bye', { ns: 'late', lng: 'sk' })).toBe('Zbohom');
  });
});
