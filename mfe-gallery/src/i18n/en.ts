import type { GalleryResources } from './resources';

// English texts of the gallery; the key set mirrors sk.ts (checked by a test). English has only
// "one" and "other" plural forms; "few" and "many" exist so both languages share one key set.
export const en: GalleryResources = {
  title: 'Photo gallery',
  subtitle: "Photos and videos from the project's workshops and events.",
  loading: 'Loading the gallery…',
  search: {
    label: 'Search albums',
    placeholder: 'Search albums...',
    clear: 'Clear search',
    results_one: '{{count}} album found',
    results_few: '{{count}} albums found',
    results_many: '{{count}} albums found',
    results_other: '{{count}} albums found',
    noResultsTitle: 'Nothing found',
    noResultsText: 'No album matches “{{query}}”.',
  },
  albums: {
    heading: 'All albums',
    emptyTitle: 'No albums',
    emptyText: 'Photos will be added gradually during the project.',
  },
  count: {
    items_one: '{{count}} item',
    items_few: '{{count}} items',
    items_many: '{{count}} items',
    items_other: '{{count}} items',
  },
  album: {
    back: 'Back to albums',
    filterLabel: 'Show',
    filter: { all: 'All', photo: 'Photos', video: 'Videos' },
    videoBadge: 'VIDEO',
    openPhoto: 'Open photo {{title}}',
    playVideo: 'Play video {{title}}',
    emptyAll: 'There are no items in this album',
    emptyPhoto: 'This album contains no photos',
    emptyVideo: 'This album contains no videos',
    notFoundTitle: 'Album not found',
    notFoundText: 'The album may have been removed, or the link is wrong.',
  },
  lightbox: {
    dialog: 'Photo viewer',
    carousel: 'carousel',
    slide: 'slide',
    photos: 'Album photos',
    position: '{index} of {total}',
    previous: 'Previous photo',
    next: 'Next photo',
    close: 'Close',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    caption: 'caption',
    showCaptions: 'Show caption',
    hideCaptions: 'Hide caption',
  },
  video: {
    close: 'Close video',
    unsupported: 'This browser cannot play the video. You can download it:',
    download: 'Download video',
  },
};
