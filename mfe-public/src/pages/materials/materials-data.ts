// What Materials shows from the API (spec 2.11, 7/8): the server's list replaces the three
// placeholders only when it is non-empty; a failure keeps them silently.
import type { Material } from 'shared-ui/domain';
import type { PageRequest } from 'shared-ui/page-data';
import { PLACEHOLDER_MATERIALS } from './placeholder-materials';

export interface MaterialsData {
  materials: readonly Material[];
}

export async function loadMaterialsData({ reads }: PageRequest): Promise<MaterialsData> {
  try {
    const list = await reads.materials();
    return { materials: Array.isArray(list) && list.length > 0 ? list : PLACEHOLDER_MATERIALS };
  } catch {
    return { materials: PLACEHOLDER_MATERIALS };
  }
}
