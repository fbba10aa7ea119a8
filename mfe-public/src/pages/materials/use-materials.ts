import { useEffect, useState } from 'react';
import { api } from 'shared-ui/api';
import type { Material } from 'shared-ui/domain';
import { PLACEHOLDER_MATERIALS } from './placeholder-materials';

/** Spec 7/8: the server's list replaces the placeholders only when it is non-empty; a failure keeps them silently. */
export function useMaterials(): readonly Material[] {
  const [materials, setMaterials] = useState<readonly Material[]>(PLACEHOLDER_MATERIALS);
  useEffect(() => {
    let active = true;
    api
      .listMaterials()
      .then((list) => {
        if (active && Array.isArray(list) && list.length > 0) setMaterials(list);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return materials;
}
