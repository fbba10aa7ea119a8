import { Puzzle, SearchX } from 'lucide-react';
import { Suspense, use, useState } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Alert } from 'shared-ui/components/alert';
import { EmptyState } from 'shared-ui/components/empty-state';
import { PageHero } from 'shared-ui/components/page-hero';
import { Section } from 'shared-ui/components/section';
import { Spinner } from 'shared-ui/components/spinner';
import type { InteractiveTool } from 'shared-ui/domain';
import { usePageData } from 'shared-ui/page-data';
import { KEEP_SCROLL, useLocation, useNavigate } from 'shared-ui/router';
import { addPageTexts, PUBLIC_NAMESPACE } from '../../i18n/register';
import { tools } from '../../i18n/sk/tools';
import { EmbedDialog } from './embed-dialog';
import { ToolCard } from './tool-card';
import { filterTools, toolFiltersOf, toolFiltersSearch, TYPE_PARAMETER, WORKSHOP_PARAMETER, type ToolFilters } from './tool-filter';
import { ToolFiltersBar } from './tool-filters-bar';
import type { ToolsData } from './tools-data';
import { Words } from '../../lib/page-texts';
import '../pages.css';
import './interactive-tools.css';

addPageTexts({ tools });

export { describeTools as describePage, loadToolsData as loadPageData } from './tools-data';
/** The workshop and type filters are in the address (`?dielna=&typ=`): the server renders the filtered list. */
export const readsQuery = [WORKSHOP_PARAMETER, TYPE_PARAMETER] as const;

function ToolList({ onEmbed }: { onEmbed: (tool: InteractiveTool) => void }) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const state = use(usePageData<ToolsData>()).list;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const filters = toolFiltersOf(new URLSearchParams(search));
  const setFilters = (chosen: ToolFilters) => void navigate({ pathname, search: toolFiltersSearch(search, chosen) }, { replace: true, state: KEEP_SCROLL });
  if (state.status === 'error') return <Alert severity="warning">{t('tools.loadError')}</Alert>;
  if (state.tools.length === 0) return <EmptyState icon={<Puzzle />} title={t('tools.empty.title')} text={t('tools.empty.text')} />;
  const shown = filterTools(state.tools, filters);
  return (
    <>
      <ToolFiltersBar filters={filters} onChange={setFilters} />
      <p className="pub-tools__count" aria-live="polite">{t('tools.filters.count', { count: shown.length })}</p>
      {shown.length > 0 ? (
        <ul className="pub-grid pub-grid--3">
          {shown.map((tool) => (
            <ToolCard key={tool.id} tool={tool} onEmbed={onEmbed} />
          ))}
        </ul>
      ) : (
        <EmptyState icon={<SearchX />} title={t('tools.emptyFiltered.title')} text={t('tools.emptyFiltered.text')} />
      )}
    </>
  );
}

/** Interactive tools (spec 2.15, PRODUCT 4): filterable by workshop and type, opened in a new tab or embedded. */
export default function InteractiveToolsPage() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const [embedded, setEmbedded] = useState<InteractiveTool | null>(null);
  const { texts } = use(usePageData<ToolsData>());

  return (
    <div className="pub-page pub-tools">
      <PageHero title={t('tools.title')} subtitle={<Words value={texts.subtitle} />} />
      <Section id="nastroje" title={t('tools.filters.label')}>
        <Suspense fallback={<Spinner label={t('common.loading')} size="lg" />}>
          <ToolList onEmbed={setEmbedded} />
        </Suspense>
      </Section>
      <EmbedDialog tool={embedded} onClose={() => setEmbedded(null)} />
    </div>
  );
}
