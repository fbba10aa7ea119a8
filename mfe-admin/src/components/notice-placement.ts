// Where the confirmation toast goes in the one-column panel (a phone, a narrow window): at the top
// or at the bottom of the screen, whichever covers less of what she may use next. On a phone at
// large text both edges may cover something, so what it would cover is weighed: the control she
// is on most, then fields and filters (they change what a whole list shows, like the album filter
// right after an upload), then any other button or link. Once placed it stays put while its edge
// still covers nothing, so it does not jump about as the page scrolls.

export type NoticeEdge = 'top' | 'bottom';

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** A control in sight and how much covering it costs her. */
export interface Control {
  box: Box;
  weight: number;
}

/** What covering a control costs, by kind. */
export const NOTICE_WEIGHTS = { focused: 10, field: 5, other: 1 } as const;

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const cost = (toast: Box, controls: readonly Control[]) => controls.reduce((sum, control) => sum + (overlaps(toast, control.box) ? control.weight : 0), 0);

export function chooseNoticeEdge(at: Record<NoticeEdge, Box>, controls: readonly Control[], current: NoticeEdge): NoticeEdge {
  const other: NoticeEdge = current === 'top' ? 'bottom' : 'top';
  const here = cost(at[current], controls);
  return here > 0 && cost(at[other], controls) < here ? other : current;
}

/** What counts as a control the toast should not cover. */
export const NOTICE_AVOIDS = 'a[href], button, input, select, textarea, summary, [role="button"], [role="checkbox"], [role="combobox"], [role="link"], [tabindex]:not([tabindex="-1"])';

/** Fields and filters: they weigh more than a button. */
export const NOTICE_FIELDS = 'input, select, textarea, [role="combobox"]';
