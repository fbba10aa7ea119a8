// Values, required-field errors and the unsaved-input flag of one admin form. Values survive a
// failed send; only a success resets them.
import { useState } from 'react';
import { useTrackUnsavedInput } from './use-unsaved-input';

export type FieldErrors<T> = Partial<Record<keyof T, true>>;

export function useFormValues<T extends Record<string, string>>(formId: string, initial: T, required: readonly (keyof T)[]) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const dirty = (Object.keys(initial) as (keyof T)[]).some((key) => values[key] !== initial[key]);
  useTrackUnsavedInput(formId, dirty);

  const setField = (field: keyof T, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (value.trim()) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Marks the empty required fields; true when none is empty. */
  const validateRequired = (): boolean => {
    const found: FieldErrors<T> = {};
    for (const field of required) if (!values[field].trim()) found[field] = true;
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, setField, errors, setErrors, validateRequired, reset, dirty };
}
