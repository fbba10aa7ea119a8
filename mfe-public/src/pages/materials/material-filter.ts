import { MATERIAL_TYPES, type Material, type MaterialType } from 'shared-ui/domain';

/** Spec 2.11: Všetko / PDF / Video / Infografiky / Metodiky, a mandatory single choice. */
export type MaterialFilter = 'all' | MaterialType;
export const MATERIAL_FILTERS: readonly MaterialFilter[] = ['all', ...MATERIAL_TYPES];

export function filterMaterials(materials: readonly Material[], filter: MaterialFilter): Material[] {
  return filter === 'all' ? [...materials] : materials.filter((material) => material.type === filter);
}

/**
 * The filters offered: 'all', and each type some material has. A type no material
 * has (the "Video" that was always empty) would only ever show the empty state.
 */
export function offeredMaterialFilters(materials: readonly Pick<Material, 'type'>[]): MaterialFilter[] {
  return ['all', ...MATERIAL_TYPES.filter((type) => materials.some((material) => material.type === type))];
}
