// Previous / next paging of a long admin list (the contact messages). Plain buttons, so
// Tab, Enter and Space work as anywhere; the page status is a polite live region.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from 'shared-ui/components/button';
import './pager.css';

export interface PagerProps {
  page: number;
  pages: number;
  /** Names the navigation landmark ("Strany správ"). */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** "Strana 2 z 5", read out after each change. */
  status: string;
  busy?: boolean;
  onChange: (page: number) => void;
}

export function Pager({ page, pages, label, previousLabel, nextLabel, status, busy = false, onChange }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="adm-pager" aria-label={label}>
      <Button variant="outlined" size="sm" startIcon={<ChevronLeft />} disabled={busy || page <= 1} onClick={() => onChange(page - 1)}>
        {previousLabel}
      </Button>
      <p className="adm-pager__status" aria-live="polite">
        {status}
      </p>
      <Button variant="outlined" size="sm" endIcon={<ChevronRight />} disabled={busy || page >= pages} onClick={() => onChange(page + 1)}>
        {nextLabel}
      </Button>
    </nav>
  );
}
