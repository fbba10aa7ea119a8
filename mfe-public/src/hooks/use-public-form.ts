// What the public forms (contact, feedback) do alike when they are sent, in one place:
// the values, the errors shown once a send was tried, the focus on the first wrong field, what was
// entered before hydration, the sending state and its answers (useFormSubmission:
// success clears the form, a failure keeps it, 429 says when to try again).
import { useState, type FormEvent } from 'react';
import type { SpamTrapFields } from 'shared-ui/domain';
import { useEntriesBeforeHydration } from '../components/form-readiness';
import { useFormSubmission, type PublicApi } from './use-form-submission';

export interface PublicFormOptions<V extends object, F extends keyof V & string> {
  /** The values the form starts with. */
  initial: V | (() => V);
  /** The values of an emptied form, after a successful send. */
  empty: V;
  /** Field → the key of its error message, for each wrong field. */
  validate: (values: V) => Partial<Record<F, string>>;
  /** The fields in the order a visitor meets them: the first wrong one gets the focus. */
  fieldOrder: readonly F[];
  /** The id of a field's control (a fieldset for a radio group: its first radio gets the focus). */
  fieldId: (field: F) => string;
  /** The fields a visitor may fill in before hydration, and each one's value from its control's entry. */
  early: { [K in F]?: (entry: string) => V[K] };
  /** The form is a real form that the browser posts without JavaScript (the newsletter's). */
  postsWithoutScript?: boolean;
}

/** A text field's value is its entry, as typed. */
export const asText = (entry: string): string => entry;

/** Focuses a field's control, or a group's first control. */
function focusField(element: HTMLElement | null): void {
  (element instanceof HTMLFieldSetElement ? element.querySelector<HTMLElement>('input, select, textarea, button') : element)?.focus();
}

export function usePublicForm<V extends object, F extends keyof V & string>({ initial, empty, validate, fieldOrder, fieldId, early, postsWithoutScript }: PublicFormOptions<V, F>) {
  const [values, setValues] = useState<V>(initial);
  const [showErrors, setShowErrors] = useState(false);
  const { status, submit, dismiss, retryAfterSeconds, honeypotRef } = useFormSubmission();
  const set = <K extends F>(field: K, value: V[K]) => setValues((current) => ({ ...current, [field]: value }));
  const earlyFields = Object.keys(early) as F[];
  const submitReadiness = useEntriesBeforeHydration(earlyFields, fieldId, (field, entry) => set(field, early[field]!(entry)), postsWithoutScript);
  const errors: Partial<Record<F, string>> = showErrors ? validate(values) : {};

  /**
   * The form's onSubmit: a wrong field shows every error and takes the focus; a valid form is sent
   * with `send` (the spam trap's fields added), and on success emptied and `onSent` called.
   */
  const onSubmit = (send: (api: PublicApi, values: V, trap: Required<SpamTrapFields>) => Promise<unknown>, onSent?: () => void) => (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (firstInvalid) {
      setShowErrors(true);
      focusField(document.getElementById(fieldId(firstInvalid)));
      return;
    }
    void submit(
      (api, trap) => send(api, values, trap),
      () => {
        setValues(empty);
        setShowErrors(false);
        onSent?.();
      },
    );
  };

  return { values, set, errors, submitReadiness, onSubmit, status, dismiss, retryAfterSeconds, honeypotRef };
}
