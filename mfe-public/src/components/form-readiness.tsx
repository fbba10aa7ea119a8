// Issue 18: the public forms arrive as server-rendered HTML. Until the page's script has hydrated
// them they cannot be sent, and without JavaScript they never can: the form says so, its submit
// waits, and whatever the visitor typed in the meantime is kept.
import { useEffect } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { useHydrated } from 'shared-ui/hooks/use-hydrated';
import { useTranslation } from 'shared-ui/i18n/react';
import { PUBLIC_NAMESPACE } from '../i18n/register';

/**
 * Part of the server's HTML only, and shown only when JavaScript is off (the `ui-without-js` rule of
 * shared-ui's base styles); gone from the page once it is hydrated.
 */
export function ScriptRequiredNotice() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <div className="ui-without-js">
      <Alert severity="info">{t('common.formNeedsScript')}</Alert>
    </div>
  );
}

/**
 * Text typed into the server's fields before hydration lives only in the DOM; the form's state
 * starts empty. Right after hydration every field whose element holds text is copied into the state.
 */
export function useTextTypedBeforeHydration<F extends string>(fields: readonly F[], elementId: (field: F) => string, adopt: (field: F, text: string) => void) {
  useEffect(() => {
    for (const field of fields) {
      const element = document.getElementById(elementId(field));
      if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.value !== '') adopt(field, element.value);
    }
    // Once, right after the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fields hold the server's text only before the first effect
  }, []);
}
