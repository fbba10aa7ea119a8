import { createInstance } from 'shared-ui/i18n/core';
import { registeredLoader, registerNamespace } from '../register-namespace';

async function siteI18n(language: 'sk' | 'en') {
  const instance = createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'sk',
    defaultNS: 'frame',
    loaderOf: registeredLoader,
    resources: { sk: { frame: { hello: 'Ahoj' } }, en: { frame: { hello: 'Hello' } } },
  });
  return instance;
}

describe('namespaces registered with loaders (one language per visit)', () => {
  it('fetches only the language being read, and the other one on a switch', async () => {
    const sk = jest.fn(async () => ({ title: 'Domov' }));
    const en = jest.fn(async () => ({ title: 'Home' }));
    registerNamespace('pages-a', { sk, en });
    const site = await siteI18n('sk');

    await site.loadNamespaces('pages-a');
    expect(site.t('title', { ns: 'pages-a' })).toBe('Domov');
    expect(sk).toHaveBeenCalledTimes(1);
    expect(en).not.toHaveBeenCalled();

    await site.changeLanguage('en');
    expect(site.t('title', { ns: 'pages-a' })).toBe('Home');
    expect(en).toHaveBeenCalledTimes(1);
    expect(site.t('hello')).toBe('Hello');
  });

  it('reports a namespace nobody registered instead of inventing texts', async () => {
    const site = await siteI18n('sk');
    await site.loadNamespaces('never-registered');
    expect(site.hasResourceBundle('sk', 'never-registered')).toBe(false);
    expect(site.t('title', { ns: 'never-registered' })).toBe('title');
  });
});
