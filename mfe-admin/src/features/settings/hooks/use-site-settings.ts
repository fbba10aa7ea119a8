// Settings' own data: loaded the first time the tab is shown (never while hidden), saved and reset
// through the API client; what the API answers after a save or a reset is handed to the whole page
// (the frame shows the new details without a reload).
import { useCallback, useEffect, useState } from 'react';
import { siteSettingsApi } from 'shared-ui/api';
import type { SiteContent, SiteSettings } from 'shared-ui/domain';
import { useReplaceSiteContent } from 'shared-ui/page-data';

export type SiteSettingsState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; settings: SiteSettings };

export function useSiteSettings(shown: boolean) {
  const [state, setState] = useState<SiteSettingsState>({ status: 'idle' });
  const replaceSiteContent = useReplaceSiteContent();

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', settings: await siteSettingsApi.load() });
    } catch (error) {
      console.error('Chyba pri načítaní nastavení stránky', error);
      setState({ status: 'failed' });
    }
  }, []);

  useEffect(() => {
    if (shown && state.status === 'idle') void load();
  }, [shown, state.status, load]);

  const apply = (settings: SiteSettings) => {
    setState({ status: 'ready', settings });
    replaceSiteContent(settings.details);
    return settings;
  };

  return {
    state,
    reload: load,
    /** Throws the API's refusal (ApiError) for the form to show. */
    save: async (details: SiteContent) => apply(await siteSettingsApi.save(details)),
    reset: async () => apply(await siteSettingsApi.reset()),
  };
}
