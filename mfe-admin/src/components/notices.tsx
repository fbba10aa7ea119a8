// Every change the administrator makes is confirmed in words ("Album „Tábor“ je
// vytvorený."): a toast that a screen reader reads politely, without moving focus.
// A delete into the trash offers "Späť" in it, for at least TRASH_UNDO_MS.
// The toast must never sit over a control she needs next (a section's filter right after an
// upload): where there are two columns it stays in the corner below the navigation column, whose
// list ends above it; in one column it goes to the top or the bottom of the screen, whichever
// covers less of what she may use next (notice-placement.ts), checked again as the page scrolls,
// and a control reached by Tab scrolls clear of it. Its height is published as --adm-notice-space for
// those rules (notices.css, admin-page.css).
import { CircleCheck, X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'shared-ui/components/button';
import { IconButton } from 'shared-ui/components/icon-button';
import { TRASH_UNDO_MS } from 'shared-ui/domain';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { type Box, chooseNoticeEdge, type Control, NOTICE_AVOIDS, NOTICE_FIELDS, NOTICE_WEIGHTS, type NoticeEdge } from './notice-placement';
import './notices.css';

/** Where the panel has one column (admin-page.css): the toast picks the top or the bottom edge. */
const ONE_COLUMN = '(max-width: 60rem)';

const boxOf = (element: Element): Box => {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return { top, bottom, left, right };
};

/** The controls in sight with what covering each costs, the toast's own left out. */
function controlsInSight(toast: HTMLElement): Control[] {
  const focused = document.activeElement;
  const weightOf = (element: Element) => (element === focused ? NOTICE_WEIGHTS.focused : element.matches(NOTICE_FIELDS) ? NOTICE_WEIGHTS.field : NOTICE_WEIGHTS.other);
  return [...document.querySelectorAll(NOTICE_AVOIDS)]
    .filter((element) => !toast.contains(element))
    .map((element) => ({ box: boxOf(element), weight: weightOf(element) }))
    .filter(({ box }) => box.bottom > 0 && box.top < window.innerHeight && box.right > box.left && box.bottom > box.top);
}

/** The toast's box at an edge: set there for a moment and measured (before the browser paints). */
function boxAt(toast: HTMLElement, edge: NoticeEdge): Box {
  const shown = toast.dataset.edge;
  toast.dataset.edge = edge;
  const box = boxOf(toast);
  if (shown === undefined) delete toast.dataset.edge;
  else toast.dataset.edge = shown;
  return box;
}

/** Long enough to read twice at a slow pace; hovering or focusing the toast keeps it. */
export const NOTICE_VISIBLE_MS = 8000;

/** A toast with an action offers it this long at least (hovering or focusing keeps it longer). */
export const NOTICE_WITH_ACTION_MS = Math.max(NOTICE_VISIBLE_MS, TRASH_UNDO_MS);

/** What a toast may offer besides its text: "Späť" after a delete. */
export interface NoticeAction {
  label: string;
  /** Runs once; the toast closes as it starts. */
  run: () => void;
}

type Notify = (text: string, action?: NoticeAction) => void;

// Outside the panel (component tests of one form) a confirmation has nowhere to show and is dropped.
const NoticeContext = createContext<Notify>(() => {});

/** Shows a confirmation of a change that worked. */
export const useNotify = (): Notify => useContext(NoticeContext);

interface Notice {
  id: number;
  text: string;
  action?: NoticeAction;
}

export function NoticeProvider({ children }: { children: ReactNode }) {
  const { t } = useAdminTexts();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [held, setHeld] = useState(false);
  const nextId = useRef(0);
  const toast = useRef<HTMLDivElement>(null);
  const [edge, setEdge] = useState<NoticeEdge>('bottom');
  const notify = useCallback<Notify>((text, action) => {
    setHeld(false);
    setNotice({ id: ++nextId.current, text, action });
  }, []);

  useEffect(() => {
    if (!notice || held) return;
    const timer = window.setTimeout(() => setNotice(null), notice.action ? NOTICE_WITH_ACTION_MS : NOTICE_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, held]);

  // The room the shown toast takes, kept up to date as its text wraps (a narrow screen, larger
  // text); in one column its edge is chosen as it appears and checked again on scroll and resize.
  useLayoutEffect(() => {
    const element = toast.current;
    const root = document.documentElement;
    if (!notice || !element) return;
    const place = () => {
      if (typeof window.matchMedia !== 'function' || !window.matchMedia(ONE_COLUMN).matches) return;
      const current: NoticeEdge = element.dataset.edge === 'top' ? 'top' : 'bottom';
      setEdge(chooseNoticeEdge({ top: boxAt(element, 'top'), bottom: boxAt(element, 'bottom') }, controlsInSight(element), current));
    };
    const measure = () => {
      root.style.setProperty('--adm-notice-space', `calc(${element.offsetHeight}px + var(--space-3))`);
      place();
    };
    let frame = 0;
    const placeSoon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('scroll', placeSoon, { passive: true });
    window.addEventListener('resize', placeSoon);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('scroll', placeSoon);
      window.removeEventListener('resize', placeSoon);
      root.style.removeProperty('--adm-notice-space');
    };
  }, [notice]);

  const runAction = (action: NoticeAction) => {
    setNotice(null);
    action.run();
  };

  return (
    <NoticeContext.Provider value={notify}>
      {children}
      {/* The live region is always present, so the text put into it later is announced. */}
      <div
        ref={toast}
        className={notice ? 'adm-notice adm-notice--shown' : 'adm-notice'}
        data-edge={edge}
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        <div className="adm-notice__text" role="status" aria-live="polite">
          {notice && (
            <p key={notice.id}>
              <CircleCheck className="adm-notice__icon" aria-hidden="true" />
              {notice.text}
            </p>
          )}
        </div>
        {notice?.action && (
          <Button variant="secondary" size="sm" onClick={() => runAction(notice.action as NoticeAction)}>
            {notice.action.label}
          </Button>
        )}
        {notice && <IconButton label={t('common.close')} icon={<X />} size="sm" onClick={() => setNotice(null)} />}
      </div>
    </NoticeContext.Provider>
  );
}
