// "Texty stránok": the administrator changes what the site's pages say, in both languages, with a
// draft, a preview, publishing and a history of versions. The page being edited is in the address
// (?tab=pages&page=home), so a reload comes back to it.
import { useId, useRef, useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Spinner } from 'shared-ui/components/spinner';
import { isPageTextsPage, type PageTextsPage } from 'shared-ui/page-texts';
import { useSearchParams } from 'shared-ui/router';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { usePageTextsForEditing, usePageTextsOverview } from '../page-texts-queries';
import { PageEditor } from './page-editor';
import { PageList } from './page-list';
import './page-texts.css';

function EditedPage({ page, onBack, focusOnOpen }: { page: PageTextsPage; onBack: () => void; focusOnOpen: boolean }) {
  const { t } = useAdminTexts();
  const stored = usePageTextsForEditing(page);
  if (stored.isError) return <Alert severity="error">{t('pageTexts.loadFailed')}</Alert>;
  if (!stored.data) return <Spinner label={t('common.loading')} />;
  return <PageEditor page={page} stored={stored.data} onBack={onBack} focusOnOpen={focusOnOpen} />;
}

export function PageTextsSection() {
  const { t } = useAdminTexts();
  const headingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = searchParams.get('page');
  const page = chosen && isPageTextsPage(chosen) ? chosen : null;
  const overview = usePageTextsOverview();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [openedHere, setOpenedHere] = useState(false);
  const open = (next: PageTextsPage | null) => {
    setOpenedHere(next !== null);
    const params = new URLSearchParams(searchParams);
    if (next) params.set('page', next);
    else params.delete('page');
    setSearchParams(params, { replace: false });
    // Back on the list, its heading takes the focus (the editor focuses its own when it opens).
    if (!next) requestAnimationFrame(() => headingRef.current?.focus());
  };
  return (
    <section className="adm-texts" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={page ? 'ui-visually-hidden' : undefined}>
        {t('pageTexts.heading')}
      </h2>
      {page ? (
        <EditedPage page={page} onBack={() => open(null)} focusOnOpen={openedHere} />
      ) : (
        <>
          <p className="adm-texts__intro">{t('pageTexts.intro')}</p>
          {overview.isError && <Alert severity="error">{t('pageTexts.loadFailed')}</Alert>}
          {overview.data ? <PageList pages={overview.data} onOpen={open} /> : !overview.isError && <Spinner label={t('common.loading')} />}
        </>
      )}
    </section>
  );
}
