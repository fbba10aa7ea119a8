// Spec 4 "Voice reader": which element is read and what is said for it.
import { VOICE_READ_MAX_CHARS } from 'shared-ui/domain';

/** Links, buttons, form controls, headings, paragraphs, list items, labels, anything with a role or a label. */
export const READABLE_SELECTOR = 'a, button, input, select, textarea, h1, h2, h3, h4, h5, h6, p, li, label, [role], [aria-label]';

export function findReadableElement(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  return target.closest(READABLE_SELECTOR);
}

const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Long text is cut to its first sentence, or to 100 characters when that sentence is still longer. */
export function shortenForReading(text: string, maxChars = VOICE_READ_MAX_CHARS): string {
  if (text.length <= maxChars) return text;
  const firstSentence = /^.+?[.!?…](?=\s|$)/u.exec(text)?.[0];
  if (firstSentence && firstSentence.length <= maxChars) return firstSentence;
  return text.slice(0, maxChars);
}

function labelledByText(element: Element): string {
  const ids = element.getAttribute('aria-labelledby');
  if (!ids) return '';
  return normalise(ids.split(/\s+/).map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' '));
}

function accessibleLabel(element: Element): string {
  return normalise(element.getAttribute('aria-label')) || labelledByText(element);
}

function controlLabel(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): string {
  const fromLabels = control.labels ? Array.from(control.labels).map((label) => label.textContent).join(' ') : '';
  return normalise(fromLabels) || normalise(control.getAttribute('placeholder')) || normalise(control.name);
}

function controlValue(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): string {
  if (control instanceof HTMLSelectElement) return normalise(control.selectedOptions[0]?.textContent);
  // Never read a password aloud; a checkbox's value says nothing useful.
  if (control instanceof HTMLInputElement && ['password', 'checkbox', 'radio', 'file', 'hidden'].includes(control.type)) return '';
  return normalise(control.value);
}

/** What the reader says for an element: the accessible label first, then the rules of spec 4. */
export function textToRead(element: Element): string {
  const label = accessibleLabel(element);
  if (label) return label;
  if (element instanceof HTMLImageElement) return normalise(element.alt);
  if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
    const value = controlValue(element);
    const name = controlLabel(element);
    return value ? `${name}: ${value}` : name;
  }
  if (element instanceof HTMLButtonElement || element instanceof HTMLAnchorElement) {
    const text = normalise(element.textContent);
    if (text) return shortenForReading(text);
    const image = element.querySelector('img[alt]');
    if (image) return normalise(image.getAttribute('alt'));
    // A switch or checkbox drawn as a button is named by its <label for>.
    return element instanceof HTMLButtonElement ? normalise(Array.from(element.labels).map((label) => label.textContent).join(' ')) : '';
  }
  return shortenForReading(normalise(element.textContent));
}
