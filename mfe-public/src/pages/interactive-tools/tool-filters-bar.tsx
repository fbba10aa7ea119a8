import { useTranslation } from 'shared-ui/i18n/react';
import { SelectField } from 'shared-ui/components/select-field';
import { TOOL_TYPES, TOOL_WORKSHOPS, type ToolType, type ToolWorkshop } from 'shared-ui/domain';
import { useWorkshopLabel } from '../../hooks/use-workshop-label';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import { ALL, type ToolFilters } from './tool-filter';

interface ToolFiltersBarProps {
  filters: ToolFilters;
  onChange: (filters: ToolFilters) => void;
}

export function ToolFiltersBar({ filters, onChange }: ToolFiltersBarProps) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const workshopLabel = useWorkshopLabel();
  return (
    <div className="pub-tools__filters">
      <SelectField
        label={t('tools.filters.workshop')}
        value={filters.workshop}
        onValueChange={(value) => onChange({ ...filters, workshop: value as ToolWorkshop })}
        options={[{ value: ALL, label: t('tools.filters.allWorkshops') }, ...TOOL_WORKSHOPS.map((name) => ({ value: name, label: workshopLabel(name) }))]}
      />
      <SelectField
        label={t('tools.filters.type')}
        value={filters.type}
        onValueChange={(value) => onChange({ ...filters, type: value as ToolType })}
        options={[{ value: ALL, label: t('tools.filters.allTypes') }, ...TOOL_TYPES.map((type) => ({ value: type, label: t(`labels.toolTypes.${type}`) }))]}
      />
    </div>
  );
}
