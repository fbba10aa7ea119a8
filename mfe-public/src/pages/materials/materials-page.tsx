import { FileX2 } from 'lucide-react';
import { Suspense, use } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { EmptyState } from 'shared-ui/components/empty-state';
import { PageHero } from 'shared-ui/components/page-hero';
import { chosenFilter, FILTER_PARAMETER, FilterLinks } from 'shared-ui/components/filter-links';
import { Section } from 'shared-ui/components/section';
import type { Material } from 'shared-ui/domain';
import { usePageData } from 'shared-ui/page-data';
import { useLocation } from 'shared-ui/router';
import { addPageTexts, PUBLIC_NAMESPACE } from '../../i18n/register';
import { materials } from '../../i18n/sk/materials';
import { MaterialCard } from './material-card';
import { filterMaterials, MATERIAL_FILTERS, offeredMaterialFilters, type MaterialFilter } from './material-filter';
import { MaterialInfoBoxes } from './material-info-boxes';
import { MaterialSteps } from './material-steps';
import type { MaterialsData } from './materials-data';
import { Words } from '../../lib/page-texts';
import { isPlaceholder, PLACEHOLDER_MATERIALS } from './placeholder-materials';
import '../pages.css';
import './materials.css';

addPageTexts({ materials });

interface PlaceholderText {
  title: string;
  description: string;
}

export { describeMaterials as describePage, loadMaterialsData as loadPageData } from './materials-data';
/** The type filter is in the address (`?typ=pdf`): the server renders the filtered list. */
export const readsQuery = [FILTER_PARAMETER] as const;

function MaterialCards({ materials, filter }: { materials: readonly Material[]; filter: MaterialFilter }) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const placeholderTexts = t('materials.placeholders', { returnObjects: true }) as PlaceholderText[];
  // Placeholders carry no texts of their own: they are translated by position.
  const shown: Material[] = filterMaterials(materials, filter).map((material) =>
    isPlaceholder(material) ? { ...material, ...placeholderTexts[-material.id - 1] } : material,
  );
  return shown.length > 0 ? (
    <ul className="pub-grid pub-grid--3">
      {shown.map((material) => (
        <MaterialCard key={material.id} material={material} />
      ))}
    </ul>
  ) : (
    <EmptyState icon={<FileX2 />} title={t('materials.empty.title')} text={t('materials.empty.text')} />
  );
}

function LoadedMaterialCards({ filter }: { filter: MaterialFilter }) {
  const { materials } = use(usePageData<MaterialsData>());
  return <MaterialCards materials={materials} filter={filter} />;
}

/** The type filter as links (`?typ=`), offering only the types some material has. */
function TypeFilter({ materials, filter }: { materials: readonly Material[]; filter: MaterialFilter }) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const offered = offeredMaterialFilters(materials);
  return (
    <FilterLinks
      label={t('materials.filter.label')}
      value={offered.includes(filter) ? filter : 'all'}
      fallback="all"
      options={offered.map((value) => ({ value, label: t(`materials.filter.${value}`) }))}
    />
  );
}

function LoadedTypeFilter({ filter }: { filter: MaterialFilter }) {
  const { materials } = use(usePageData<MaterialsData>());
  return <TypeFilter materials={materials} filter={filter} />;
}

/** Materials (spec 2.11): info boxes, the mandatory type filter, cards, empty state, three steps. */
export default function MaterialsPage() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const filter = chosenFilter(useLocation().search, MATERIAL_FILTERS, 'all');
  const { texts } = use(usePageData<MaterialsData>());

  return (
    <div className="pub-page pub-materials">
      <PageHero title={t('materials.title')} subtitle={<Words value={texts.subtitle} />} />
      <MaterialInfoBoxes texts={texts.infoBoxes} />
      <Section id="zoznam" title={t('materials.listLabel')}>
        <div className="pub-materials__filter">
          <Suspense fallback={<TypeFilter materials={PLACEHOLDER_MATERIALS} filter={filter} />}>
            <LoadedTypeFilter filter={filter} />
          </Suspense>
        </div>
        <div aria-live="polite">
          {/* Spec 2.11: the placeholders show until the server's list is there. */}
          <Suspense fallback={<MaterialCards materials={PLACEHOLDER_MATERIALS} filter={filter} />}>
            <LoadedMaterialCards filter={filter} />
          </Suspense>
        </div>
      </Section>
      <MaterialSteps texts={texts.steps} />
    </div>
  );
}
