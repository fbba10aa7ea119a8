import { FILTER_PARAMETER } from 'shared-ui/components/filter-links';
import { TOOL_TYPES, TOOL_WORKSHOPS, type InteractiveTool, type ToolType, type ToolWorkshop } from 'shared-ui/domain';

export const ALL = 'all';
export interface ToolFilters {
  workshop: ToolWorkshop | typeof ALL;
  type: ToolType | typeof ALL;
}

/** The filters live in the address: `?dielna=Marketing&typ=kahoot`, so the server renders the filtered list. */
export const WORKSHOP_PARAMETER = 'dielna';
export const TYPE_PARAMETER = FILTER_PARAMETER;

const oneOf = <V extends string>(values: readonly V[], named: string | null): V | typeof ALL => values.find((value) => value === named) ?? ALL;
/** A missing, empty or unknown value is "all". */
export const workshopFilterOf = (named: string | null) => oneOf(TOOL_WORKSHOPS, named);
export const typeFilterOf = (named: string | null) => oneOf(TOOL_TYPES, named);

/** The filters an address (or a sent form) names. */
export function toolFiltersOf(params: URLSearchParams): ToolFilters {
  return { workshop: workshopFilterOf(params.get(WORKSHOP_PARAMETER)), type: typeFilterOf(params.get(TYPE_PARAMETER)) };
}

/** The address's query for these filters, keeping the page's other parameters (?lang=en); "all" needs no parameter. */
export function toolFiltersSearch(search: string, filters: ToolFilters): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of [
    [WORKSHOP_PARAMETER, filters.workshop],
    [TYPE_PARAMETER, filters.type],
  ] as const) {
    if (value === ALL) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function filterTools(tools: readonly InteractiveTool[], filters: ToolFilters): InteractiveTool[] {
  return tools.filter(
    (tool) => (filters.workshop === ALL || tool.workshop === filters.workshop) && (filters.type === ALL || tool.type === filters.type),
  );
}
