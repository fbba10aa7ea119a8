// Two versions of a page side by side, field by field: only what differs, in both languages.
import { PAGE_TEXT_SPECS, textLeaves, type PageTextsPage } from 'shared-ui/page-texts';
import { Spinner } from 'shared-ui/components/spinner';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useFieldLabel } from '../field-labels';
import { usePageTextsRevision } from '../page-texts-queries';

export function RevisionComparison({ page, older, newer }: { page: PageTextsPage; older: number; newer: number }) {
  const { t } = useAdminTexts();
  const label = useFieldLabel(page);
  const before = usePageTextsRevision(page, older);
  const after = usePageTextsRevision(page, newer);
  if (!before.data || !after.data) return <Spinner label={t('common.loading')} />;
  const spec = PAGE_TEXT_SPECS[page];
  const old = new Map(textLeaves(spec, before.data.content).map((leaf) => [leaf.path, leaf]));
  const now = textLeaves(spec, after.data.content);
  const paths = new Set(now.map((leaf) => leaf.path));
  const rows = [
    ...now.filter((leaf) => old.get(leaf.path)?.value.sk !== leaf.value.sk || old.get(leaf.path)?.value.en !== leaf.value.en).map((leaf) => ({ leaf, was: old.get(leaf.path) })),
    ...[...old.values()].filter((leaf) => !paths.has(leaf.path)).map((leaf) => ({ leaf: { ...leaf, value: { sk: '', en: '', enBasis: null } }, was: leaf })),
  ];
  if (rows.length === 0) return <p>{t('pageTexts.revisions.noDifference')}</p>;
  const versions = { before: t('pageTexts.revisions.version', { number: older }), after: t('pageTexts.revisions.version', { number: newer }) };
  return (
    <ul className="adm-texts-diff">
      {rows.map(({ leaf, was }) => (
        <li key={leaf.path} className="adm-texts-diff__field">
          <p className="adm-texts-diff__label">{label(leaf.specPath)}</p>
          {(['sk', 'en'] as const).map((language) =>
            was?.value[language] === leaf.value[language] ? null : (
              <div key={language} className="adm-texts-diff__pair" lang={language}>
                <p className="adm-texts-diff__language">{t(language === 'sk' ? 'pageTexts.field.slovak' : 'pageTexts.field.english')}</p>
                <div>
                  <span className="adm-texts-diff__version">{t('pageTexts.revisions.before')} ({versions.before})</span>
                  <del>{was?.value[language] || '—'}</del>
                </div>
                <div>
                  <span className="adm-texts-diff__version">{t('pageTexts.revisions.after')} ({versions.after})</span>
                  <ins>{leaf.value[language] || '—'}</ins>
                </div>
              </div>
            ),
          )}
        </li>
      ))}
    </ul>
  );
}
