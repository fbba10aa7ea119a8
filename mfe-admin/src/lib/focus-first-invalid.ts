// After a failed validation the first field with an error gets focus (and scrolls into view), so
// a message far above the submit button is never missed.
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
