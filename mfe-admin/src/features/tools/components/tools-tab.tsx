import type { InteractiveTool } from 'shared-ui/domain';
import { ToolForm } from './tool-form';
import { ToolList } from './tool-list';

export function ToolsTab({ tools, reload }: { tools: InteractiveTool[]; reload: () => Promise<void> }) {
  return (
    <div className="adm-stack">
      <ToolForm reload={reload} />
      <ToolList tools={tools} reload={reload} />
    </div>
  );
}
