import type { Album, GalleryItem, ImageVariant } from 'shared-ui/domain';

export function makeAlbum(overrides: Partial<Album> & Pick<Album, 'id' | 'name'>): Album {
  return {
    description: null,
    nameEn: null,
    descriptionEn: null,
    coverImage: null,
    createdAt: '2025-09-01T10:00:00.000Z',
    coverVariants: [],
    coverWidth: null,
    coverHeight: null,
    cover: null,
    itemCount: 0,
    position: 0,
    published: true,
    ...overrides,
  };
}

export function variantsFor(stem: string, widths: number[] = [480, 960, 1920]): ImageVariant[] {
  return widths.map((width) => ({
    width,
    height: Math.round((width * 2) / 3),
    jpg: `/uploads/images/${stem}-${width}.jpg`,
    webp: `/uploads/images/${stem}-${width}.webp`,
  }));
}

export function makeItem(overrides: Partial<GalleryItem> & Pick<GalleryItem, 'id' | 'albumId'>): GalleryItem {
  return {
    type: 'photo',
    url: `/uploads/images/item-${overrides.id}.jpg`,
    thumbnail: null,
    title: `Položka ${overrides.id}`,
    description: null,
    titleEn: null,
    descriptionEn: null,
    alt: null,
    altEn: null,
    createdAt: `2025-10-${String(10 + (overrides.id % 20)).padStart(2, '0')}T10:00:00.000Z`,
    width: null,
    height: null,
    variants: [],
    hidden: false,
    position: overrides.id,
    ...overrides,
  };
}
