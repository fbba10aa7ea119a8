import { Puzzle, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Alert } from 'shared-ui/components/alert';
import { EmptyState } from 'shared-ui/components/empty-state';
import { PageHero } from 'shared-ui/components/page-hero';
import { Section } from 'shared-ui/components/section';
import { Spinner } from 'shared-ui/components/spinner';
import type { InteractiveTool } from 'shared-ui/domain';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import { EmbedDialog } from './embed-dialog';
import { ToolCard } from './tool-card';
import { ALL, filterTools, type ToolFilters } from './tool-filter';
import { ToolFiltersBar } from './tool-filters-bar';
import { useTools } from './use-tools';
import '../pages.css';
import './interactive-tools.css';

/** Interactive tools (spec 2.15, PRODUCT 4): filterable by workshop and type, opened in a new tab or embedded. */
export default function InteractiveToolsPage() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const state = useTools();
  const [filters, setFilters] = useState<ToolFilters>({ workshop: ALL, type: ALL });
  const [embedded, setEmbedded] = useState<InteractiveTool | null>(null);
  const tools = state.status === 'ready' ? state.tools : [];
  const shown = filterTools(tools, filters);

  return (
    <div className="pub-page pub-tools">
      <PageHero title={t('tools.title')} subtitle={t('tools.subtitle')} />
      <Section id="nastroje" title={t('tools.filters.label')}>
        {state.status === 'loading' && <Spinner label={t('common.loading')} size="lg" />}
        {state.status === 'error' && <Alert severity="warning">{t('tools.loadError')}</Alert>}
        {state.status === 'ready' && tools.length === 0 && <EmptyState icon={<Puzzle />} title={t('tools.empty.title')} text={t('tools.empty.text')} />}
        {state.status === 'ready' && tools.length > 0 && (
          <>
            <ToolFiltersBar filters={filters} onChange={setFilters} />
            <p className="pub-tools__count" aria-live="polite">{t('tools.filters.count', { count: shown.length })}</p>
            {shown.length > 0 ? (
              <ul className="pub-grid pub-grid--3">
                {shown.map((tool) => (
                  <ToolCard key={tool.id} tool={tool} onEmbed={setEmbedded} />
                ))}
              </ul>
            ) : (
              <EmptyState icon={<SearchX />} title={t('tools.emptyFiltered.title')} text={t('tools.emptyFiltered.text')} />
            )}
          </>
        )}
      </Section>
      <EmbedDialog tool={embedded} onClose={() => setEmbedded(null)} />
    </div>
  );
}
