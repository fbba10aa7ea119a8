// Issue 18: the public forms arrive as server-rendered HTML. Without JavaScript they cannot be
// sent: the form says so and its submit button is disabled. Issue 24.2: with JavaScript, a form
// sent before its page has hydrated is sent once it has: the boot script (preferences-boot.js)
// enables the buttons marked `data-boot-submit="waiting"`, keeps an early send, and sends it again
// (`requestSubmit`) when the mark turns to "ready", that is once the form holds what was typed.
import { useLayoutEffect, useState } from 'react';
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

/** The submit button's readiness: spread onto the form's submit button. */
export interface SubmitReadiness {
  disabled: boolean;
  /**
   * For the boot script: "waiting" until the form holds what was typed, then "ready", or "blocked"
   * while the form's own rules keep the button disabled (the boot script enabled it early, and
   * React, which never saw that, would not disable it again).
   */
  'data-boot-submit': 'waiting' | 'ready' | 'blocked';
}

/**
 * Text typed into the server's fields before hydration lives only in the DOM; the form's state
 * starts empty. Right after hydration every field whose element holds text is copied into the state,
 * and in the same render the submit button becomes ready (so a kept send sees the typed text).
 */
export function useTextTypedBeforeHydration<F extends string>(
  fields: readonly F[],
  elementId: (field: F) => string,
  adopt: (field: F, text: string) => void,
): (blocked?: boolean) => SubmitReadiness {
  const [adopted, setAdopted] = useState(false);
  // A layout effect: its updates are rendered before the browser paints or runs another task.
  useLayoutEffect(() => {
    for (const field of fields) {
      const element = document.getElementById(elementId(field));
      if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.value !== '') adopt(field, element.value);
    }
    setAdopted(true);
    // Once, right after the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fields hold the server's text only before the first effect
  }, []);
  return (blocked = false) => ({ disabled: !adopted || blocked, 'data-boot-submit': !adopted ? 'waiting' : blocked ? 'blocked' : 'ready' });
}
