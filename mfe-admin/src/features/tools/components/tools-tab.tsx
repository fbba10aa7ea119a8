import type { InteractiveTool } from 'shared-ui/domain';
import { useToolChanges, useToolList } from '../tools-queries';
import { ToolForm } from './tool-form';
import { ToolList } from './tool-list';

const NO_TOOLS: InteractiveTool[] = [];

export function ToolsTab({ shown }: { shown: boolean }) {
  const tools = useToolList(shown).data ?? NO_TOOLS;
  const changes = useToolChanges();
  return (
    <div className="adm-stack">
      <ToolForm onAdded={changes.afterSave} />
      <ToolList tools={tools} afterTexts={changes.afterSave} afterDelete={changes.afterDelete} />
    </div>
  );
}
