import { useAnnouncerStore } from './announcer-store';

/** The polite live region every frame announcement goes through (present from the first render). */
export function LiveRegion() {
  const message = useAnnouncerStore((state) => state.message);
  return (
    <div className="ui-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="live-region">
      {message}
    </div>
  );
}
