import type { Material } from 'shared-ui/domain';
import { MaterialForm } from './material-form';
import { MaterialList } from './material-list';

export function MaterialsTab({ materials, reload }: { materials: Material[]; reload: () => Promise<void> }) {
  return (
    <div className="adm-stack">
      <MaterialForm reload={reload} />
      <MaterialList materials={materials} reload={reload} />
    </div>
  );
}
