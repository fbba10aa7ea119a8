// The public forms arrive as server-rendered HTML. Without JavaScript they cannot be
// sent: the form says so and its submit button is disabled. With JavaScript, a form
// sent before its page has hydrated is sent once it has (its selects are native, so a choice can
// be made before any script too): the boot script (the page protocol, shared-ui/page-protocol)
// enables the buttons marked `data-boot-submit="waiting"`, keeps an early send, and sends it again
// (`requestSubmit`) when the mark turns to "ready", that is once the form holds what was entered.
import { useLayoutEffect, useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { useHydrated } from 'shared-ui/hooks/use-hydrated';
import { useTranslation } from 'shared-ui/i18n/react';
import { BOOT_SUBMIT_ATTRIBUTE, type BootSubmitState } from 'shared-ui/page-protocol';
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
  [BOOT_SUBMIT_ATTRIBUTE]: BootSubmitState;
}

/**
 * What the server's control of a field holds: a text field's or a select's value, a ticked
 * checkbox's value (nothing when it is not ticked), a radio group's checked value.
 */
function entryOf(element: HTMLElement | null): string {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return element.checked ? element.value : '';
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return element.value;
  if (element instanceof HTMLFieldSetElement) return element.querySelector<HTMLInputElement>('input:checked')?.value ?? '';
  return '';
}

/**
 * What was typed or chosen in the server's fields before hydration lives only in the DOM (a text
 * field's text, a native select's choice, a checked radio); the form's state starts empty, and
 * React's first update of a controlled field would put the state back into it. Right after
 * hydration, before any update, every field whose element holds something is copied into the
 * state, and in the same render the submit button becomes ready (so a kept send sees it all).
 */
export function useEntriesBeforeHydration<F extends string>(
  fields: readonly F[],
  elementId: (field: F) => string,
  adopt: (field: F, entry: string) => void,
  /** The form posts to the API by itself without JavaScript: its button is never disabled while it waits. */
  postsWithoutScript = false,
): (blocked?: boolean) => SubmitReadiness {
  const [adopted, setAdopted] = useState(false);
  // A layout effect: its updates are rendered before the browser paints or runs another task.
  useLayoutEffect(() => {
    for (const field of fields) {
      const entry = entryOf(document.getElementById(elementId(field)));
      if (entry !== '') adopt(field, entry);
    }
    setAdopted(true);
    // Once, right after the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fields hold the visitor's entries only before the first effect
  }, []);
  return (blocked = false) => ({
    disabled: (!adopted && !postsWithoutScript) || blocked,
    [BOOT_SUBMIT_ATTRIBUTE]: !adopted ? 'waiting' : blocked ? 'blocked' : 'ready',
  });
}
