import type { Material } from 'shared-ui/domain';
import { useMaterialChanges, useMaterialList } from '../materials-queries';
import { MaterialForm } from './material-form';
import { MaterialList } from './material-list';

const NO_MATERIALS: Material[] = [];

export function MaterialsTab({ shown }: { shown: boolean }) {
  const materials = useMaterialList(shown).data ?? NO_MATERIALS;
  const changes = useMaterialChanges();
  return (
    <div className="adm-stack">
      <MaterialForm onAdded={changes.afterSave} />
      <MaterialList materials={materials} afterTexts={changes.afterSave} afterDelete={changes.afterDelete} />
    </div>
  );
}
