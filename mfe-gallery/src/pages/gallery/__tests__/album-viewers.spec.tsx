// The viewers' modules are required only when a visitor is about to open one: the album page
// itself fetches neither (album-viewers.ts). A module file of its own, so nothing loaded them before.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publicReadsStub, renderPage } from 'shared-ui/jest/page-harness';
import { makeAlbum, makeItem } from '../../../test/fixtures';
import { setUpTestI18n } from '../../../test/i18n';
import * as galleryPage from '../gallery-page';

/** The viewers' modules required so far; a function declaration, hoisted with the mocks above the imports. */
function mockFetched(): string[] {
  const record = mockFetched as { modules?: string[] };
  record.modules ??= [];
  return record.modules;
}
jest.mock('../../../features/lightbox/photo-lightbox', () => {
  mockFetched().push('photo-lightbox');
  return jest.requireActual('../../../features/lightbox/photo-lightbox');
});
jest.mock('../../../features/video-modal/video-modal', () => {
  mockFetched().push('video-modal');
  return jest.requireActual('../../../features/video-modal/video-modal');
});

const album = makeAlbum({ id: 1, name: 'Jeseň v škole', itemCount: 2 });
const items = [
  makeItem({ id: 1, albumId: 1, title: 'Tabuľa' }),
  makeItem({ id: 2, albumId: 1, type: 'video', title: 'Rozhovor', url: '/uploads/videos/rozhovor.mp4', thumbnail: '/uploads/images/rozhovor.jpg' }),
];
const reads = () => publicReadsStub({ album: async () => album, albumItems: async () => items });

describe('the album page and its viewers', () => {
  beforeEach(() => setUpTestI18n('sk'));

  it('fetches the lightbox when a photo tile is hovered and the video modal when a video tile is focused, not before', async () => {
    const user = userEvent.setup();
    await renderPage(galleryPage, { reads: reads(), path: '/galeria/1', route: ['/galeria', '/galeria/:albumId'] });
    const photoTile = await screen.findByRole('link', { name: 'Otvoriť fotografiu Tabuľa' });
    const videoTile = screen.getByRole('link', { name: 'Prehrať video Rozhovor' });
    expect(mockFetched()).toEqual([]);

    await user.hover(photoTile);
    await waitFor(() => expect(mockFetched()).toEqual(['photo-lightbox']));
    videoTile.focus();
    await waitFor(() => expect(mockFetched()).toEqual(['photo-lightbox', 'video-modal']));

    // Enter on the focused tile opens the video, the first time.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Rozhovor' })).toBeInTheDocument();
  });
});
