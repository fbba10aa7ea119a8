// Every published version of the page, newest first: who published it, when and how many fields
// changed; any two compared field by field; a version restored into the draft (never straight to
// the site: the administrator looks at it and publishes it herself).
import { History, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from 'shared-ui/components/button';
import { NativeSelectField } from 'shared-ui/components/native-select-field';
import type { PageTextsPage } from 'shared-ui/page-texts';
import { useNotify } from '../../../components/notices';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { usePageTextsChanges, usePageTextsRevisions } from '../page-texts-queries';
import { RevisionComparison } from './revision-comparison';

export function RevisionsPanel({ page, current }: { page: PageTextsPage; current: number }) {
  const { t, formatDate } = useAdminTexts();
  const notify = useNotify();
  const headingId = useId();
  const revisions = usePageTextsRevisions(page);
  const { restore } = usePageTextsChanges(page);
  const list = revisions.data ?? [];
  const [older, setOlder] = useState<number | null>(null);
  const [newer, setNewer] = useState<number | null>(null);
  const chosenNewer = newer ?? list[0]?.number ?? null;
  const chosenOlder = older ?? list[1]?.number ?? null;
  const options = list.map((revision) => ({ value: String(revision.number), label: `${t('pageTexts.revisions.item', { number: revision.number })} (${formatDate(revision.publishedAt)})` }));

  return (
    <section className="adm-texts-revisions" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <History aria-hidden="true" /> {t('pageTexts.revisions.heading')}
      </h3>
      {list.length <= 1 && <p>{t('pageTexts.revisions.none')}</p>}
      <ol className="adm-texts-revisions__list">
        {list.map((revision) => (
          <li key={revision.number} className="adm-texts-revisions__item">
            <div>
              <strong>{t('pageTexts.revisions.item', { number: revision.number })}</strong>
              <span> · {revision.publishedBy ? t('pageTexts.revisions.by', { date: formatDate(revision.publishedAt), name: revision.publishedBy }) : t('pageTexts.revisions.start', { date: formatDate(revision.publishedAt) })}</span>
              {revision.changedFields.length > 0 && <span> · {t('pageTexts.revisions.changed', { count: revision.changedFields.length })}</span>}
              {revision.restoredFrom !== null && <span> · {t('pageTexts.revisions.restoredFrom', { number: revision.restoredFrom })}</span>}
            </div>
            {revision.number !== current && (
              <Button
                variant="text"
                size="sm"
                startIcon={<RotateCcw />}
                loading={restore.isPending && restore.variables === revision.number}
                aria-label={t('pageTexts.revisions.restoreLabel', { number: revision.number })}
                onClick={() => void restore.mutateAsync(revision.number).then(() => notify(t('pageTexts.revisions.restored', { number: revision.number })))}
              >
                {t('pageTexts.revisions.restore')}
              </Button>
            )}
          </li>
        ))}
      </ol>
      {list.length > 1 && chosenOlder !== null && chosenNewer !== null && (
        <div className="adm-texts-revisions__compare">
          <h4>{t('pageTexts.revisions.compare')}</h4>
          <div className="adm-texts-revisions__pick">
            <NativeSelectField label={t('pageTexts.revisions.older')} value={String(chosenOlder)} options={options} onValueChange={(value) => setOlder(Number(value))} />
            <NativeSelectField label={t('pageTexts.revisions.newer')} value={String(chosenNewer)} options={options} onValueChange={(value) => setNewer(Number(value))} />
          </div>
          <RevisionComparison page={page} older={chosenOlder} newer={chosenNewer} />
        </div>
      )}
    </section>
  );
}
