// The renderer's texts: the frame's, as the browser starts with them, then every other Slovak text
// of the shell, the page head's too (the browser gets those with the modules that read them).
// Remotes register their namespaces on the same texts; each request reads them in its own language.
import { DEFAULT_LOCALE } from 'shared-ui/domain';
import type { I18n } from 'shared-ui/i18n/core';
import { i18nOptions, SHELL_NAMESPACE } from '../src/i18n/init-i18n';
import { sk } from '../src/i18n/sk';

export async function initRendererTexts(texts: I18n): Promise<void> {
  await texts.init(i18nOptions(DEFAULT_LOCALE));
  texts.addResourceBundle(DEFAULT_LOCALE, SHELL_NAMESPACE, sk);
}
