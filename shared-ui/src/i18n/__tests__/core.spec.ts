/**
 * @jest-environment node
 */
import { createInstance, type Texts } from 'shared-ui/i18n/core';

const sk = {
  greeting: 'Ahoj, {{name}}!',
  people_one: '{{count}} človek',
  people_few: '{{count}} ľudia',
  people_many: '{{count}} človeka',
  people_other: '{{count}} ľudí',
  onlySlovak: 'Len po slovensky',
  nested: { deeper: { text: 'Vnorený' } },
  'with.dot': { inside: 'Kľúč s bodkou' },
  list: ['jeden', 'dva'],
};
const en = {
  greeting: 'Hello, {{ name }}!',
  people_one: '{{count}} person',
  people_other: '{{count}} people',
};

async function texts(lng: 'sk' | 'en', loaders: Record<string, () => Promise<Texts>> = {}) {
  const instance = createInstance();
  await instance.init({
    lng,
    fallbackLng: 'sk',
    defaultNS: 'site',
    resources: { sk: { site: sk }, en: { site: en } },
    loaderOf: (language, namespace) => loaders[`${language}|${namespace}`],
  });
  return instance;
}

describe('t', () => {
  it('fills in values, finds nested keys (and keys with a dot), lists on request', async () => {
    const { t } = await texts('sk');
    expect(t('greeting', { name: 'Eva' })).toBe('Ahoj, Eva!');
    expect(t('nested.deeper.text')).toBe('Vnorený');
    expect(t('with.dot.inside')).toBe('Kľúč s bodkou');
    expect(t('list', { returnObjects: true })).toEqual(['jeden', 'dva']);
    expect(t('greeting')).toBe('Ahoj, !');
  });

  it('chooses the plural form each language needs', async () => {
    const slovak = await texts('sk');
    expect([1, 3, 5, 0, 1.5].map((count) => slovak.t('people', { count }))).toEqual(['1 človek', '3 ľudia', '5 ľudí', '0 ľudí', '1.5 človeka']);
    const english = await texts('en');
    expect([1, 3].map((count) => english.t('people', { count }))).toEqual(['1 person', '3 people']);
  });

  it('reads Slovak where English has no text, then the default value, then the key', async () => {
    const { t } = await texts('en');
    expect(t('onlySlovak')).toBe('Len po slovensky');
    expect(t('missing.key', { defaultValue: 'Náhrada {{n}}', n: 2 })).toBe('Náhrada 2');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('nested')).toBe('nested');
  });

  it('gives one function per language and namespace', async () => {
    const instance = await texts('sk');
    expect(instance.getFixedT('en', 'site')).toBe(instance.getFixedT('en', 'site'));
    expect(instance.getFixedT('en', 'site')('greeting', { name: 'Eva' })).toBe('Hello, Eva!');
  });
});

describe('namespaces read on demand', () => {
  it('switches language only once the new language has arrived, and says so once', async () => {
    let arrive: (texts: Texts) => void = () => {};
    const instance = await texts('sk', { 'en|page': () => new Promise((resolve) => (arrive = resolve)) });
    instance.addResourceBundle('sk', 'page', { title: 'Domov' });
    const heard: string[] = [];
    instance.on('languageChanged', (language) => heard.push(language));

    const switching = instance.changeLanguage('en');
    await Promise.resolve();
    expect(instance.language).toBe('sk');
    expect(instance.isReady('page', 'en')).toBe(false);
    arrive({ title: 'Home' });
    await switching;
    expect(instance.language).toBe('en');
    expect(instance.t('title', { ns: 'page' })).toBe('Home');
    expect(heard).toEqual(['en']);
  });

  it('reads a namespace once however many ask, and a failed one does not keep a page waiting', async () => {
    const load = jest.fn(async () => ({ title: 'Home' }));
    const failing = jest.fn(async (): Promise<Texts> => Promise.reject(new Error('offline')));
    const instance = await texts('en', { 'en|page': load, 'en|broken': failing });
    await Promise.all([instance.whenReady('page'), instance.whenReady('page'), instance.loadNamespaces('page')]);
    expect(load).toHaveBeenCalledTimes(1);

    await instance.loadNamespaces('broken');
    expect(instance.isReady('broken')).toBe(true);
    expect(instance.t('title', { ns: 'broken' })).toBe('title');
    await instance.loadNamespaces('broken');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('lets each clone read its own language from the same texts', async () => {
    const instance = await texts('sk');
    const english = instance.cloneInstance({ lng: 'en' });
    expect(english.t('greeting', { name: 'Eva' })).toBe('Hello, Eva!');
    expect(instance.t('greeting', { name: 'Eva' })).toBe('Ahoj, Eva!');
    instance.addResourceBundle('en', 'site', { added: 'Added later' });
    expect(english.t('added')).toBe('Added later');
  });

  it('reads a namespace again when asked to (a redeployed remote), replacing its texts', async () => {
    let version = 1;
    const instance = await texts('en', { 'en|page': async () => ({ title: `Home ${version}` }) });
    await instance.loadNamespaces('page');
    version = 2;
    await instance.reloadResources(['en'], ['page']);
    expect(instance.t('title', { ns: 'page' })).toBe('Home 2');
  });
});
