import type { InteractiveTool, ToolType, ToolWorkshop } from 'shared-ui/domain';

export const ALL = 'all';
export interface ToolFilters {
  workshop: ToolWorkshop | typeof ALL;
  type: ToolType | typeof ALL;
}

export function filterTools(tools: readonly InteractiveTool[], filters: ToolFilters): InteractiveTool[] {
  return tools.filter(
    (tool) => (filters.workshop === ALL || tool.workshop === filters.workshop) && (filters.type === ALL || tool.type === filters.type),
  );
}
