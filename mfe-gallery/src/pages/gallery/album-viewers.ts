// The photo lightbox and the video modal are never in the server's HTML, and together they weigh
// more than the rest of the album page's own code: their scripts are fetched when a visitor is
// about to open one (a thumbnail hovered, focused or pressed, or a ?foto= address), not with the
// page, so the album's first screen works sooner on a phone.
import { lazy } from 'react';
import type { GalleryItem } from 'shared-ui/domain';
import { loadOnce } from '../../lib/load-once';

export const loadPhotoLightbox = loadOnce(() => import(/* webpackChunkName: "photo-lightbox" */ '../../features/lightbox/photo-lightbox'));
export const loadVideoModal = loadOnce(() => import(/* webpackChunkName: "video-modal" */ '../../features/video-modal/video-modal'));

// Rendered only once their loader has resolved (album-screen.tsx), so React never holds a failed import.
export const PhotoLightbox = lazy(() => loadPhotoLightbox().then((module) => ({ default: module.PhotoLightbox })));
export const VideoModal = lazy(() => loadVideoModal().then((module) => ({ default: module.VideoModal })));

/** The viewer that opens this item: the modal for a video, the lightbox for a photo. */
export const loadViewerOf = (item: GalleryItem): (() => Promise<unknown>) => (item.type === 'video' ? loadVideoModal : loadPhotoLightbox);

/** Starts fetching the item's viewer ahead of the click; a failure here is retried by the click. */
export function prepareViewerOf(item: GalleryItem): void {
  loadViewerOf(item)().catch(() => undefined);
}
