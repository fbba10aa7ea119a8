// Spec 2.4: a menu button showing the locale in upper case, options "SK Slovenčina", "EN English".
// The button is on every page; the Radix menu behind it (a sixth of the shell's JS with its
// popper and focus management) is fetched when a pointer or the focus reaches the button and
// takes the button's place on the first press, opened (issue 8). Radix then returns the focus
// to its own trigger when the menu closes.
import { useState, type KeyboardEvent } from 'react';
import { OnDemandSlot, prefetch, useOnDemand } from '../../lib/on-demand';
import { LanguageButtonContent, useLanguageButtonLabel } from './language-button';

const loadPopup = () => import('./language-menu-popup');

export function LanguageMenu() {
  const label = useLanguageButtonLabel();
  const [pressed, setPressed] = useState(false);
  const popup = useOnDemand(loadPopup);
  const fetchAhead = prefetch(loadPopup);

  const placeholder = (interactive: boolean) => (
    <button
      type="button"
      className="sh-language-trigger ui-requires-js"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={interactive ? fetchAhead : undefined}
      onFocus={interactive ? fetchAhead : undefined}
      onClick={interactive ? () => setPressed(true) : undefined}
      onKeyDown={
        interactive
          ? (event: KeyboardEvent<HTMLButtonElement>) => {
              // Radix opens on Enter, Space (both click a button) and ArrowDown.
              if (event.key !== 'ArrowDown') return;
              event.preventDefault();
              setPressed(true);
            }
          : undefined
      }
    >
      <LanguageButtonContent />
    </button>
  );

  if (!pressed) return placeholder(true);
  return (
    <OnDemandSlot part={popup} onFailure={() => setPressed(false)} fallback={placeholder(false)}>
      <popup.Part />
    </OnDemandSlot>
  );
}
