// The Activity log section: who logged in and what changed, newest first, a page at a time,
// filtered by what it is about, what happened and a range of days. Fetched afresh each time the
// section is shown.
import { useId, useRef, useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Chip } from 'shared-ui/components/chip';
import { EmptyState } from 'shared-ui/components/empty-state';
import { Spinner } from 'shared-ui/components/spinner';
import { Pager } from '../../../components/pager';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { type ActivityFilter, NO_FILTER } from '../activity-filter';
import { useActivityPage, useRetentionPeriods } from '../activity-queries';
import { ActivityEntries } from './activity-entries';
import { ActivityFilterForm } from './activity-filter-form';
import './activity-log.css';

export function ActivityLogSection({ shown }: { shown: boolean }) {
  const { t } = useAdminTexts();
  const headingId = useId();
  const captionId = useId();
  const [filter, setFilter] = useState<ActivityFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const log = useActivityPage(filter, page, shown);
  const retention = useRetentionPeriods(shown);
  const listTop = useRef<HTMLHeadingElement>(null);
  const answer = log.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;

  const apply = (next: ActivityFilter) => {
    setFilter(next);
    setPage(1);
  };
  const turnTo = (next: number) => {
    setPage(next);
    // The button pressed may now be disabled (first or last page): reading goes on from the list's top.
    listTop.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="adm-section adm-activity">
      <div>
        <h2 id={headingId}>{t('activity.title')}</h2>
        <p className="adm-activity__lead">{retention.data ? t('activity.lead', { days: retention.data.activityDays }) : t('activity.leadNoDays')}</p>
      </div>
      <ActivityFilterForm filter={filter} onApply={apply} />
      {log.isError && <Alert severity="error">{t('activity.loadFailed')}</Alert>}
      {!answer && log.isFetching && <Spinner label={t('common.loading')} />}
      {answer && (
        <div className="adm-activity__results" aria-busy={log.isFetching}>
          <div className="adm-section__header">
            <h3 id={captionId} ref={listTop} tabIndex={-1} className="adm-activity__caption">
              {t('activity.caption')}
            </h3>
            <Chip color="info">{t('activity.total', { count: answer.total })}</Chip>
          </div>
          {answer.items.length === 0 ? (
            <EmptyState title={t('activity.empty')} text={t('activity.emptyText')} headingLevel={4} />
          ) : (
            <ActivityEntries entries={answer.items} captionId={captionId} />
          )}
          <Pager
            page={answer.page}
            pages={pages}
            label={t('activity.pages')}
            previousLabel={t('activity.previousPage')}
            nextLabel={t('activity.nextPage')}
            status={t('activity.pageOf', { page: answer.page, pages })}
            busy={log.isFetching}
            onChange={turnTo}
          />
        </div>
      )}
    </section>
  );
}
