// What Materials shows from the API (spec 2.11, 7/8): its texts, and the server's list, which
// replaces the three placeholders only when it is non-empty; a failure keeps them silently.
import type { Material } from 'shared-ui/domain';
import type { PageHead, PageRequest } from 'shared-ui/page-data';
import type { ShownPageTexts } from 'shared-ui/page-texts';
import { loadPageTexts } from '../../lib/page-texts';
import { PLACEHOLDER_MATERIALS } from './placeholder-materials';

export interface MaterialsData {
  texts: ShownPageTexts<'materials'>;
  materials: readonly Material[];
}

async function loadMaterials({ reads }: PageRequest): Promise<readonly Material[]> {
  try {
    const list = await reads.materials();
    return Array.isArray(list) && list.length > 0 ? list : PLACEHOLDER_MATERIALS;
  } catch {
    return PLACEHOLDER_MATERIALS;
  }
}

export async function loadMaterialsData(request: PageRequest): Promise<MaterialsData> {
  const [texts, materials] = await Promise.all([loadPageTexts(request, 'materials'), loadMaterials(request)]);
  return { texts, materials };
}

export const describeMaterials = (data: MaterialsData): PageHead => ({ description: data.texts.description.text });
