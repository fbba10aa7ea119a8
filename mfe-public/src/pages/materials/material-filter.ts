import { MATERIAL_TYPES, type Material, type MaterialType } from 'shared-ui/domain';

/** Spec 2.11: Všetko / PDF / Video / Infografiky / Metodiky, a mandatory single choice. */
export type MaterialFilter = 'all' | MaterialType;
export const MATERIAL_FILTERS: readonly MaterialFilter[] = ['all', ...MATERIAL_TYPES];

export function filterMaterials(materials: readonly Material[], filter: MaterialFilter): Material[] {
  return filter === 'all' ? [...materials] : materials.filter((material) => material.type === filter);
}
