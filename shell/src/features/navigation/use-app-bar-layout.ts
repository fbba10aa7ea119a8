// Spec 2.4 / 9: the menu shows as text buttons from the large breakpoint (1200 px) up. The
// breakpoint scales with the toolbar's font size (spec 2.7): at 150 % the menu needs 1.5 times
// the room, so it hands over to the hamburger earlier instead of overflowing. CSS media queries
// cannot see the root font size, hence this hook.
import { useSyncExternalStore } from 'react';
import { LAYOUT } from 'shared-ui/domain';
import { useAccessibilityStore } from 'shared-ui/stores/accessibility-store';

/** Width (at 100 %) from which the product name fits beside the full menu. */
const NAME_BESIDE_MENU_WIDTH = 1312;

function useMinWidth(px: number): boolean {
  const query = `(min-width: ${Math.round(px)}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function useAppBarLayout(): { wide: boolean; nameBesideMenu: boolean } {
  const scale = useAccessibilityStore((state) => state.fontSize) / 100;
  const wide = useMinWidth(LAYOUT.largeBreakpoint * scale);
  const roomy = useMinWidth(NAME_BESIDE_MENU_WIDTH * scale);
  return { wide, nameBesideMenu: !wide || roomy };
}
