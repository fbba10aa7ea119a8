import type { Material } from 'shared-ui/domain';

/**
 * Spec 3: three placeholder materials, shown while the server has none or cannot be reached.
 * Their texts live under materials.placeholders (by position); they have no file, so their
 * download link is '#'.
 */
export const PLACEHOLDER_MATERIALS: readonly Material[] = [
  { id: -1, title: '', description: '', titleEn: null, descriptionEn: null, type: 'pdf', category: 'Grafický dizajn', fileUrl: '#', createdAt: '2025-09-15T09:00:00.000Z' },
  { id: -2, title: '', description: '', titleEn: null, descriptionEn: null, type: 'video', category: 'Argumentácia', fileUrl: '#', createdAt: '2025-10-06T09:00:00.000Z' },
  { id: -3, title: '', description: '', titleEn: null, descriptionEn: null, type: 'metodika', category: 'Facilitácia', fileUrl: '#', createdAt: '2025-11-03T09:00:00.000Z' },
];

export const isPlaceholder = (material: Material) => material.id < 0;
