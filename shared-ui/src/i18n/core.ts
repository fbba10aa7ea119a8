// The site's texts: for each language a set of namespaces (the shell's, the components' `ui`, each
// remote's), the language being read, and `t`, which finds a text by its dotted key, falls back to
// Slovak, picks the plural form for a `count` (`key_one`, `key_few`, `key_many`, `key_other`, the
// language's Intl.PluralRules categories) and fills in `{{value}}`. A namespace a package registered
// as a loader is fetched in the language being read only (register-namespace.ts).
//
// It keeps the names and the behaviour of the part of i18next the site used, which it replaces:
// i18next and react-i18next were 19 KB of gzip on every page, of which the site used this much.
// Shared as a `shared-ui/` subpath, it is one federation singleton: the shell and every remote
// read the same texts and language.

/** One namespace's texts in one language: nested objects of strings (and lists, for `returnObjects`). */
export type Texts = { [key: string]: unknown };

export interface TOptions {
  /** The namespace, when not the one the function was made for. */
  ns?: string;
  /** The language, when not the one being read. */
  lng?: string;
  /** Chooses the plural form and fills in `{{count}}`. */
  count?: number;
  /** What a missing key reads as (instead of the key itself). */
  defaultValue?: string;
  /** Gives back the object or list at the key as it is, instead of a string. */
  returnObjects?: boolean;
  /** The values of `{{name}}` placeholders. */
  [value: string]: unknown;
}

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

/** How a namespace is read in a language; undefined when nobody registered it in that language. */
export type LoaderOf = (language: string, namespace: string) => (() => Promise<Texts>) | undefined;

export interface InitOptions {
  lng: string;
  /** Where a key missing in the language being read is looked up next (Slovak). */
  fallbackLng?: string;
  /** The namespace of `t` when none is named (i18next's 'translation' when not set). */
  defaultNS?: string;
  resources?: Record<string, Record<string, Texts>>;
  loaderOf?: LoaderOf;
}

type Listener = (language: string) => void;

/** What clones share: the texts, the loads under way and failed, the loader. */
interface Store {
  data: Record<string, Record<string, Texts>>;
  pending: Map<string, Promise<void>>;
  failed: Set<string>;
  namespaces: Set<string>;
  loaderOf?: LoaderOf;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

const isObject = (value: unknown): value is Texts => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a dotted key; a key whose own name holds a dot is found too ("a.b" under "x"). */
function lookUp(texts: unknown, parts: readonly string[]): unknown {
  if (parts.length === 0) return texts;
  if (typeof texts !== 'object' || texts === null) return undefined;
  for (let length = 1; length <= parts.length; length += 1) {
    const name = parts.slice(0, length).join('.');
    if (!Object.hasOwn(texts, name)) continue;
    const found = lookUp((texts as Texts)[name], parts.slice(length));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Deep merge of `from` into `into`, `from` winning. */
function merge(into: Texts, from: Texts): Texts {
  for (const [key, value] of Object.entries(from)) {
    into[key] = isObject(value) && isObject(into[key]) ? merge({ ...(into[key]) }, value) : value;
  }
  return into;
}

const PLACEHOLDER = /{{\s*-?\s*([^{}\s]+)\s*}}/g;

function interpolate(text: string, options: TOptions): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = lookUp(options, name.split('.'));
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
    return value === undefined || value === null ? '' : (JSON.stringify(value) ?? '');
  });
}

export class I18n {
  language = '';
  isInitialized = false;
  fallbackLanguage = '';
  defaultNS = 'translation';
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly fixed = new Map<string, TFunction>();
  private readonly waits = new Map<string, Promise<void>>();

  constructor(private readonly store: Store = { data: {}, pending: new Map(), failed: new Set(), namespaces: new Set() }) {}

  /** Starts with a language and texts (merged into any added before); resolves once ready. */
  init(options: InitOptions): Promise<TFunction> {
    this.language = options.lng;
    this.fallbackLanguage = options.fallbackLng ?? options.lng;
    if (options.defaultNS) this.defaultNS = options.defaultNS;
    if (options.loaderOf) this.store.loaderOf = options.loaderOf;
    for (const [language, namespaces] of Object.entries(options.resources ?? {})) {
      for (const [namespace, texts] of Object.entries(namespaces)) this.addResourceBundle(language, namespace, texts);
    }
    this.isInitialized = true;
    return Promise.resolve(this.t);
  }

  /** Another reader of the same texts with a language of its own (the renderer: one per request). */
  cloneInstance(options: { lng?: string } = {}): I18n {
    const clone = new I18n(this.store);
    clone.language = options.lng ?? this.language;
    clone.fallbackLanguage = this.fallbackLanguage;
    clone.defaultNS = this.defaultNS;
    clone.isInitialized = this.isInitialized;
    return clone;
  }

  readonly t: TFunction = ((key: string, options: TOptions = {}) => {
    const language = options.lng ?? this.language;
    const namespace = options.ns ?? this.defaultNS;
    const parts = key.split('.');
    for (const code of this.languagesOf(language)) {
      const texts = this.store.data[code]?.[namespace];
      if (texts === undefined) continue;
      const candidates = typeof options.count === 'number' ? [`${key}_${pluralCategory(code, options.count)}`, key] : [key];
      for (const candidate of candidates) {
        const found = lookUp(texts, candidate === key ? parts : candidate.split('.'));
        if (found === undefined || found === null) continue;
        if (typeof found === 'string') return interpolate(found, options);
        if (options.returnObjects) return found;
      }
    }
    return options.defaultValue === undefined ? key : interpolate(options.defaultValue, options);
  }) as TFunction;

  /** `t` of one language and namespace; the same function each time it is asked for. */
  getFixedT(language: string, namespace?: string): TFunction {
    const ns = namespace ?? this.defaultNS;
    const name = `${language}|${ns}`;
    let fixed = this.fixed.get(name);
    if (!fixed) {
      fixed = ((key: string, options: TOptions = {}) => this.t(key, { lng: language, ns, ...options }));
      this.fixed.set(name, fixed);
    }
    return fixed;
  }

  /** Reads the new language's texts of every namespace in use first, then switches and tells the listeners. */
  async changeLanguage(language: string): Promise<TFunction> {
    await this.loadNamespaces([...this.store.namespaces], language);
    if (this.language !== language) {
      this.language = language;
      this.emit('languageChanged', language);
    }
    return this.t;
  }

  /** Merges texts into a namespace in one language (deep, the new ones winning). */
  addResourceBundle(language: string, namespace: string, texts: Texts): this {
    const languages = (this.store.data[language] ??= {});
    languages[namespace] = merge({ ...(languages[namespace] ?? {}) }, texts);
    this.store.namespaces.add(namespace);
    this.store.failed.delete(`${language}|${namespace}`);
    return this;
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.store.data[language]?.[namespace] !== undefined;
  }

  /** Whether a component may render a namespace now: its texts are here, or cannot come (never registered, or failed). */
  isReady(namespace: string, language = this.language): boolean {
    return this.languagesOf(language).every((code) => {
      const name = `${code}|${namespace}`;
      return this.hasResourceBundle(code, namespace) || this.store.failed.has(name) || (!this.store.pending.has(name) && !this.canLoad(code, namespace));
    });
  }

  /** Fetches the namespaces' texts (in the language being read and the fallback) that are not here yet. */
  loadNamespaces(namespaces: string | readonly string[], language = this.language): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    const loads: Promise<void>[] = [];
    for (const namespace of list) {
      this.store.namespaces.add(namespace);
      for (const code of this.languagesOf(language)) {
        if (!this.hasResourceBundle(code, namespace)) loads.push(this.read(code, namespace, false));
      }
    }
    return Promise.all(loads).then(() => undefined);
  }

  /** One promise per namespace and language while its texts are on their way (what a suspended component waits for). */
  whenReady(namespace: string, language = this.language): Promise<void> {
    const name = `${language}|${namespace}`;
    let wait = this.waits.get(name);
    if (!wait) {
      wait = this.loadNamespaces(namespace, language).finally(() => this.waits.delete(name));
      this.waits.set(name, wait);
    }
    return wait;
  }

  /** Fetches the namespaces again (a remote was redeployed on the server with new texts). */
  reloadResources(languages: readonly string[], namespaces: readonly string[]): Promise<void> {
    return Promise.all(languages.flatMap((code) => namespaces.map((namespace) => this.read(code, namespace, true)))).then(() => undefined);
  }

  on(event: 'languageChanged', listener: Listener): this {
    const listeners = this.listeners.get(event) ?? new Set<Listener>();
    listeners.add(listener);
    this.listeners.set(event, listeners);
    return this;
  }

  off(event: 'languageChanged', listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  private emit(event: 'languageChanged', language: string): void {
    for (const listener of this.listeners.get(event) ?? []) listener(language);
  }

  private languagesOf(language: string): string[] {
    return !this.fallbackLanguage || language === this.fallbackLanguage ? [language] : [language, this.fallbackLanguage];
  }

  private canLoad(language: string, namespace: string): boolean {
    return this.store.loaderOf?.(language, namespace) !== undefined;
  }

  /** One load of a namespace in a language at a time; a failure is remembered (the key shows) and tried again on the next ask. */
  private read(language: string, namespace: string, again: boolean): Promise<void> {
    const name = `${language}|${namespace}`;
    const underWay = this.store.pending.get(name);
    if (underWay && !again) return underWay;
    const load = this.store.loaderOf?.(language, namespace);
    if (!load) return Promise.resolve();
    const read = Promise.resolve().then(load).then(
      (texts) => {
        this.addResourceBundle(language, namespace, texts);
      },
      () => {
        this.store.failed.add(name);
      },
    );
    const settled = read.finally(() => {
      if (this.store.pending.get(name) === settled) this.store.pending.delete(name);
    });
    this.store.pending.set(name, settled);
    return settled;
  }
}

/** A reader with texts of its own (tests; the site has one, `i18n`). */
export function createInstance(): I18n {
  return new I18n();
}

/** The site's one instance: the shell starts it, every package adds its namespaces to it. */
export const i18n = createInstance();
