import { FileX2 } from 'lucide-react';
import { Suspense, use, useState } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { EmptyState } from 'shared-ui/components/empty-state';
import { PageHero } from 'shared-ui/components/page-hero';
import { RadioGroupField } from 'shared-ui/components/radio-group';
import { Section } from 'shared-ui/components/section';
import type { Material } from 'shared-ui/domain';
import { usePageData } from 'shared-ui/page-data';
import { addPageTexts, PUBLIC_NAMESPACE } from '../../i18n/register';
import { materials } from '../../i18n/sk/materials';
import { MaterialCard } from './material-card';
import { filterMaterials, offeredMaterialFilters, type MaterialFilter } from './material-filter';
import { MaterialInfoBoxes } from './material-info-boxes';
import { MaterialSteps } from './material-steps';
import type { MaterialsData } from './materials-data';
import { isPlaceholder, PLACEHOLDER_MATERIALS } from './placeholder-materials';
import '../pages.css';
import './materials.css';

addPageTexts({ materials });

interface PlaceholderText {
  title: string;
  description: string;
}

export { loadMaterialsData as loadPageData } from './materials-data';

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

interface TypeFilterProps {
  filter: MaterialFilter;
  onChange: (filter: MaterialFilter) => void;
}

function TypeFilter({ materials, filter, onChange }: TypeFilterProps & { materials: readonly Material[] }) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const offered = offeredMaterialFilters(materials);
  return (
    <RadioGroupField
      label={t('materials.filter.label')}
      value={offered.includes(filter) ? filter : 'all'}
      onValueChange={(value) => onChange(value as MaterialFilter)}
      options={offered.map((value) => ({ value, label: t(`materials.filter.${value}`) }))}
      required
    />
  );
}

function LoadedTypeFilter(props: TypeFilterProps) {
  const { materials } = use(usePageData<MaterialsData>());
  return <TypeFilter materials={materials} {...props} />;
}

/** Materials (spec 2.11): info boxes, the mandatory type filter, cards, empty state, three steps. */
export default function MaterialsPage() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const [filter, setFilter] = useState<MaterialFilter>('all');

  return (
    <div className="pub-page pub-materials">
      <PageHero title={t('materials.title')} subtitle={t('materials.subtitle')} />
      <MaterialInfoBoxes />
      <Section id="zoznam" title={t('materials.listLabel')}>
        <div className="pub-materials__filter">
          <Suspense fallback={<TypeFilter materials={PLACEHOLDER_MATERIALS} filter={filter} onChange={setFilter} />}>
            <LoadedTypeFilter filter={filter} onChange={setFilter} />
          </Suspense>
        </div>
        <div aria-live="polite">
          {/* Spec 2.11: the placeholders show until the server's list is there. */}
          <Suspense fallback={<MaterialCards materials={PLACEHOLDER_MATERIALS} filter={filter} />}>
            <LoadedMaterialCards filter={filter} />
          </Suspense>
        </div>
      </Section>
      <MaterialSteps />
    </div>
  );
}
