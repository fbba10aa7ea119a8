// Issue 25 item 11: every change the administrator makes is confirmed in words ("Album „Tábor“ je
// vytvorený."): a toast at the bottom that a screen reader reads politely, without moving focus.
import { CircleCheck, X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { IconButton } from 'shared-ui/components/icon-button';
import { useAdminTexts } from '../hooks/use-admin-texts';
import './notices.css';

/** Long enough to read twice at a slow pace; hovering or focusing the toast keeps it. */
export const NOTICE_VISIBLE_MS = 8000;

type Notify = (text: string) => void;

// Outside the panel (component tests of one form) a confirmation has nowhere to show and is dropped.
const NoticeContext = createContext<Notify>(() => {});

/** Shows a confirmation of a change that worked. */
export const useNotify = (): Notify => useContext(NoticeContext);

interface Notice {
  id: number;
  text: string;
}

export function NoticeProvider({ children }: { children: ReactNode }) {
  const { t } = useAdminTexts();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [held, setHeld] = useState(false);
  const nextId = useRef(0);
  const notify = useCallback<Notify>((text) => {
    setHeld(false);
    setNotice({ id: ++nextId.current, text });
  }, []);

  useEffect(() => {
    if (!notice || held) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, held]);

  return (
    <NoticeContext.Provider value={notify}>
      {children}
      {/* The live region is always present, so the text put into it later is announced. */}
      <div
        className={notice ? 'adm-notice adm-notice--shown' : 'adm-notice'}
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
        {notice && <IconButton label={t('common.close')} icon={<X />} size="sm" onClick={() => setNotice(null)} />}
      </div>
    </NoticeContext.Provider>
  );
}
