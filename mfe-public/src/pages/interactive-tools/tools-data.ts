// What the interactive tools page shows from the API (spec 2.15): the tools, or a load error.
import type { InteractiveTool } from 'shared-ui/domain';
import type { PageRequest } from 'shared-ui/page-data';

export type ToolsData = { status: 'ready'; tools: InteractiveTool[] } | { status: 'error' };

export async function loadToolsData({ reads }: PageRequest): Promise<ToolsData> {
  try {
    const tools = await reads.tools();
    return { status: 'ready', tools: Array.isArray(tools) ? tools : [] };
  } catch {
    return { status: 'error' };
  }
}
