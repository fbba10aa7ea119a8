import type { GalleryItem, GalleryMediaType } from 'shared-ui/domain';

/** Všetko / Fotky / Videá (spec 2.12). */
export type MediaFilter = 'all' | GalleryMediaType;
export const MEDIA_FILTERS: readonly MediaFilter[] = ['all', 'photo', 'video'];

/** The address's word for each filter (`?typ=foto`, `?typ=video`); Všetko needs none. */
const PARAMETERS: Record<MediaFilter, string> = { all: '', photo: 'foto', video: 'video' };
export const mediaFilterParameter = (filter: MediaFilter): string => PARAMETERS[filter];

export function filterByMedia(items: readonly GalleryItem[], filter: MediaFilter): GalleryItem[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.type === filter);
}

/** The spec's empty message key for each filter. */
export const EMPTY_MESSAGE_KEY: Record<MediaFilter, 'album.emptyAll' | 'album.emptyPhoto' | 'album.emptyVideo'> = {
  all: 'album.emptyAll',
  photo: 'album.emptyPhoto',
  video: 'album.emptyVideo',
};
