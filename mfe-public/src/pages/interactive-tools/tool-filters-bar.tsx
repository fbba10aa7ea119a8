import { Filter } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Button } from 'shared-ui/components/button';
import { NativeSelectField } from 'shared-ui/components/native-select-field';
import { LOCALE_QUERY_PARAMETER, LOCALES, TOOL_TYPES, TOOL_WORKSHOPS } from 'shared-ui/domain';
import { useLocation } from 'shared-ui/router';
import { useWorkshopLabel } from '../../hooks/use-workshop-label';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import { ALL, toolFiltersOf, TYPE_PARAMETER, typeFilterOf, WORKSHOP_PARAMETER, workshopFilterOf, type ToolFilters } from './tool-filter';

interface ToolFiltersBarProps {
  filters: ToolFilters;
  onChange: (filters: ToolFilters) => void;
}

/** '' is the select's first choice ("all"); a GET form sends it as an empty parameter, which means "all" too. */
const choice = (value: string) => (value === ALL ? '' : value);
const filtersOfForm = (form: HTMLFormElement) => toolFiltersOf(new URLSearchParams(Array.from(new FormData(form), ([name, value]) => [name, typeof value === 'string' ? value : ''])));

/**
 * The workshop and type filters: a GET form of native selects (`?dielna=&typ=`), so a
 * choice sent before any script has run, or without JavaScript, is answered by the server with the
 * filtered list. Once hydrated, a change filters at once, and a choice made before hydration is kept.
 */
export function ToolFiltersBar({ filters, onChange }: ToolFiltersBarProps) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const workshopLabel = useWorkshopLabel();
  const { pathname, search } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const language = new URLSearchParams(search).get(LOCALE_QUERY_PARAMETER);
  // A change builds on the latest choice, not on the address: two choices made before the first
  // reached the address (a quick hand, a slow phone) both hold. The address is the truth again once
  // what was asked for has arrived, or when it changes without a choice pending (Back).
  const latest = useRef(filters);
  const asked = useRef<ToolFilters | null>(null);
  useEffect(() => {
    const arrived = asked.current !== null && asked.current.workshop === filters.workshop && asked.current.type === filters.type;
    if (arrived) asked.current = null;
    if (asked.current === null) latest.current = filters;
  }, [filters]);
  const choose = (change: Partial<ToolFilters>) => {
    const next = { ...latest.current, ...change };
    latest.current = next;
    asked.current = next;
    onChange(next);
  };
  useEffect(() => {
    // Once, when the server's form comes alive: adopt what was chosen in it before hydration.
    const form = formRef.current;
    if (!form) return;
    const chosen = filtersOfForm(form);
    if (chosen.workshop !== filters.workshop || chosen.type !== filters.type) choose(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);
  return (
    <form
      ref={formRef}
      className="pub-tools__filters"
      method="get"
      action={pathname}
      aria-label={t('tools.filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        choose(filtersOfForm(event.currentTarget));
      }}
    >
      {language !== null && (LOCALES as readonly string[]).includes(language) && <input type="hidden" name={LOCALE_QUERY_PARAMETER} value={language} />}
      <NativeSelectField
        label={t('tools.filters.workshop')}
        name={WORKSHOP_PARAMETER}
        value={choice(filters.workshop)}
        onValueChange={(value) => choose({ workshop: workshopFilterOf(value) })}
        placeholder={t('tools.filters.allWorkshops')}
        options={TOOL_WORKSHOPS.map((name) => ({ value: name, label: workshopLabel(name) }))}
      />
      <NativeSelectField
        label={t('tools.filters.type')}
        name={TYPE_PARAMETER}
        value={choice(filters.type)}
        onValueChange={(value) => choose({ type: typeFilterOf(value) })}
        placeholder={t('tools.filters.allTypes')}
        options={TOOL_TYPES.map((type) => ({ value: type, label: t(`labels.toolTypes.${type}`) }))}
      />
      <Button type="submit" variant="outlined" startIcon={<Filter />} className="pub-tools__submit">
        {t('tools.filters.submit')}
      </Button>
    </form>
  );
}
