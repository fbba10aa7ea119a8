import { useEffect, useState } from 'react';
import { api } from 'shared-ui/api';
import type { InteractiveTool } from 'shared-ui/domain';

export type ToolsState = { status: 'loading' } | { status: 'ready'; tools: InteractiveTool[] } | { status: 'error' };

export function useTools(): ToolsState {
  const [state, setState] = useState<ToolsState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    api
      .listTools()
      .then((tools) => active && setState({ status: 'ready', tools: Array.isArray(tools) ? tools : [] }))
      .catch(() => active && setState({ status: 'error' }));
    return () => {
      active = false;
    };
  }, []);
  return state;
}
