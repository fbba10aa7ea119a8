// What the interactive tools page shows from the API (spec 2.15): its texts, and the tools or a load error.
import type { InteractiveTool } from 'shared-ui/domain';
import type { PageHead, PageRequest } from 'shared-ui/page-data';
import type { ShownPageTexts } from 'shared-ui/page-texts';
import { loadPageTexts } from '../../lib/page-texts';

export type ToolsList = { status: 'ready'; tools: InteractiveTool[] } | { status: 'error' };

export interface ToolsData {
  texts: ShownPageTexts<'tools'>;
  list: ToolsList;
}

async function loadTools({ reads }: PageRequest): Promise<ToolsList> {
  try {
    const tools = await reads.tools();
    return { status: 'ready', tools: Array.isArray(tools) ? tools : [] };
  } catch {
    return { status: 'error' };
  }
}

export async function loadToolsData(request: PageRequest): Promise<ToolsData> {
  const [texts, list] = await Promise.all([loadPageTexts(request, 'tools'), loadTools(request)]);
  return { texts, list };
}

export const describeTools = (data: ToolsData): PageHead => ({ description: data.texts.description.text });
