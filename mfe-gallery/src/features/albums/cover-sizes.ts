// The grids' sizes (album-list.css, album-view.css), so a preload picks the copy the page shows.
export const COVER_SIZES = '(min-width: 75rem) 24rem, (min-width: 40rem) 50vw, 100vw';
