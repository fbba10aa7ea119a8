// Spec 2.7: Alt+A toggles the accessibility panel from anywhere. `code` is used because on
// some layouts (macOS) Alt+A types a different character.
import { useEffect } from 'react';

export function useAltA(onToggle: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.code !== 'KeyA' && event.key.toLowerCase() !== 'a') return;
      event.preventDefault();
      onToggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onToggle]);
}
