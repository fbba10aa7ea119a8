// The most read pages, the most downloaded materials, the referring sites and the Workshops page:
// each a small table, SK and EN side by side.
import type { ReachRankedItem, ReachReferrer, ReachReport } from 'shared-ui/domain';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { fileName, pageName } from '../report-labels';

function RankedTable({ kind, items }: { kind: 'pages' | 'downloads'; items: ReachRankedItem[] }) {
  const { t, locale } = useAdminTexts();
  const nameOf = (item: ReachRankedItem) => (kind === 'pages' ? pageName(item, locale, t) : fileName(item, locale));
  return (
    <section className="adm-reach__ranking" aria-labelledby={`adm-reach-${kind}`}>
      <h3 id={`adm-reach-${kind}`}>{t(`reach.${kind}.title`)}</h3>
      {items.length === 0 ? (
        <p>{t(`reach.${kind}.empty`)}</p>
      ) : (
        <table className="adm-reach__table" aria-labelledby={`adm-reach-${kind}`}>
          <thead>
            <tr>
              <th scope="col">{t(`reach.${kind}.item`)}</th>
              <th scope="col" className="adm-reach__number"><abbr title={t('reach.languages.sk')}>SK</abbr></th>
              <th scope="col" className="adm-reach__number"><abbr title={t('reach.languages.en')}>EN</abbr></th>
              <th scope="col" className="adm-reach__number">{t('reach.total')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.address}>
                <th scope="row" className="adm-reach__name">{nameOf(item)}</th>
                <td className="adm-reach__number">{item.sk.toLocaleString(locale)}</td>
                <td className="adm-reach__number">{item.en.toLocaleString(locale)}</td>
                <td className="adm-reach__number">{item.total.toLocaleString(locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function ReferrerTable({ id, title, items }: { id: string; title: string; items: ReachReferrer[] }) {
  const { t, locale } = useAdminTexts();
  if (items.length === 0) return <p>{t('reach.referrers.empty')}</p>;
  return (
    <table className="adm-reach__table" aria-label={title} id={id}>
      <thead>
        <tr>
          <th scope="col">{t('reach.referrers.site')}</th>
          <th scope="col" className="adm-reach__number">{t('reach.referrers.views')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.host}>
            <th scope="row" className="adm-reach__name">{item.host}</th>
            <td className="adm-reach__number">{item.views.toLocaleString(locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ReachRankings({ report }: { report: ReachReport }) {
  const { t } = useAdminTexts();
  return (
    <div className="adm-reach__rankings">
      <RankedTable kind="pages" items={report.pages} />
      <RankedTable kind="downloads" items={report.downloads} />
      <section className="adm-reach__ranking" aria-labelledby="adm-reach-referrers">
        <h3 id="adm-reach-referrers">{t('reach.referrers.title')}</h3>
        <ReferrerTable id="adm-reach-referrers-table" title={t('reach.referrers.title')} items={report.referrers} />
      </section>
      <section className="adm-reach__ranking" aria-labelledby="adm-reach-workshops">
        <h3 id="adm-reach-workshops">{t('reach.workshops.title')}</h3>
        <p>{t('reach.workshops.views', { count: report.workshops.views })}</p>
        <ReferrerTable id="adm-reach-workshops-table" title={`${t('reach.workshops.title')}: ${t('reach.referrers.title')}`} items={report.workshops.referrers} />
      </section>
    </div>
  );
}
