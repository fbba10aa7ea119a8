// The pages with texts and how each stands: when it was published and by whom, a draft waiting,
// English missing or outdated (with a filter for the pages that need English).
import { ChevronRight, FilePen, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Card } from 'shared-ui/components/card';
import { CheckboxField } from 'shared-ui/components/checkbox-field';
import type { PageTextsPage } from 'shared-ui/page-texts';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import type { usePageTextsOverview } from '../page-texts-queries';

type Overview = NonNullable<ReturnType<typeof usePageTextsOverview>['data']>;

export function PageList({ pages, onOpen }: { pages: Overview; onOpen: (page: PageTextsPage) => void }) {
  const { t, formatDate } = useAdminTexts();
  const [onlyNeedingEnglish, setOnlyNeedingEnglish] = useState(false);
  const shown = onlyNeedingEnglish ? pages.filter((page) => page.english.missing + page.english.outdated > 0) : pages;
  return (
    <>
      <CheckboxField label={t('pageTexts.list.onlyNeedingEnglish')} checked={onlyNeedingEnglish} onCheckedChange={(checked) => setOnlyNeedingEnglish(checked === true)} />
      {shown.length === 0 && <p>{t('pageTexts.list.none')}</p>}
      <ul className="adm-texts-pages" aria-label={t('pageTexts.list.label')}>
        {shown.map((page) => {
          const name = t(`pageTexts.pages.${page.page}`);
          return (
            <Card as="li" key={page.page} className="adm-texts-pages__page">
              <h3 className="adm-texts-pages__name">{name}</h3>
              <p>{page.publishedBy ? t('pageTexts.list.publishedBy', { date: formatDate(page.publishedAt), name: page.publishedBy }) : t('pageTexts.list.published', { date: formatDate(page.publishedAt) })}</p>
              {page.draftSavedAt && (
                <p className="adm-texts-pages__draft">
                  <FilePen aria-hidden="true" /> {t('pageTexts.list.draft', { date: formatDate(page.draftSavedAt) })}
                </p>
              )}
              {page.english.missing + page.english.outdated === 0 ? (
                <p>{t('pageTexts.list.englishDone')}</p>
              ) : (
                <ul className="adm-texts-pages__english">
                  {page.english.missing > 0 && (
                    <li>
                      <TriangleAlert aria-hidden="true" /> {t('pageTexts.list.englishMissing', { count: page.english.missing })}
                    </li>
                  )}
                  {page.english.outdated > 0 && (
                    <li>
                      <TriangleAlert aria-hidden="true" /> {t('pageTexts.list.englishOutdated', { count: page.english.outdated })}
                    </li>
                  )}
                </ul>
              )}
              <a
                className="adm-texts-pages__open"
                href={`/admin?tab=pages&page=${page.page}`}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  onOpen(page.page);
                }}
              >
                {t('pageTexts.list.edit')}
                <span className="ui-visually-hidden"> {t('pageTexts.list.editWhich', { page: name })}</span>
                <ChevronRight aria-hidden="true" />
              </a>
            </Card>
          );
        })}
      </ul>
    </>
  );
}
