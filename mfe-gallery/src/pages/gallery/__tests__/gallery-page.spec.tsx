import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publicReadsStub, renderPage } from 'shared-ui/jest/page-harness';
import { makeAlbum, makeItem } from '../../../test/fixtures';
import { setUpTestI18n } from '../../../test/i18n';
import * as galleryPage from '../gallery-page';

const albums = [makeAlbum({ id: 1, name: 'Jeseň v škole', itemCount: 3 }), makeAlbum({ id: 2, name: 'Marketing', itemCount: 0 })];
const items = [
  makeItem({ id: 1, albumId: 1, title: 'Tabuľa', description: 'Prvý deň' }),
  makeItem({ id: 2, albumId: 1, title: 'Skupina' }),
  makeItem({
    id: 3,
    albumId: 1,
    type: 'video',
    title: 'Rozhovor',
    description: 'Rozhovor s lektorkou',
    url: '/uploads/videos/rozhovor.mp4',
    thumbnail: '/uploads/images/rozhovor.jpg',
  }),
];

const galleryReads = () =>
  publicReadsStub({
    albums: async () => albums,
    album: async (id: number) => albums.find((album) => album.id === id) ?? null,
    albumItems: async (albumId: number) => items.filter((item) => item.albumId === albumId),
  });

const renderAt = (path: string, reads = galleryReads()) => renderPage(galleryPage, { reads, path, route: ['/galeria', '/galeria/:albumId'] });

describe('GalleryPage', () => {
  beforeEach(() => setUpTestI18n('sk'));

  it('lists the albums without asking for a single gallery item', async () => {
    const reads = galleryReads();
    await renderAt('/galeria', reads);
    expect(await screen.findByRole('link', { name: 'Jeseň v škole' })).toBeInTheDocument();
    expect(screen.getByText('3 položky')).toBeInTheDocument();
    expect(reads.albums).toHaveBeenCalledTimes(1);
    expect(reads.albumItems).not.toHaveBeenCalled();
  });

  it('shows tile placeholders while the album list is on its way', async () => {
    let answer: (value: unknown) => void = () => {};
    const reads = publicReadsStub({ albums: () => new Promise((resolve) => (answer = resolve)) });
    const done = renderAt('/galeria', reads);
    expect(await screen.findByText('Načítavam galériu…')).toBeInTheDocument();
    await act(async () => answer(albums));
    await done;
    expect(await screen.findByRole('link', { name: 'Marketing' })).toBeInTheDocument();
  });

  it('logs a failed load and shows the empty list', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderAt('/galeria', publicReadsStub({ albums: () => Promise.reject(new Error('offline')) }));
    expect(await screen.findByText('Žiadne albumy')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('opens an album by its URL, asking for that album and its own items only', async () => {
    const reads = galleryReads();
    await renderAt('/galeria/1', reads);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jeseň v škole' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Otvoriť fotografiu|Prehrať video/ })).toHaveLength(3);
    expect(reads.album).toHaveBeenCalledWith(1);
    expect(reads.albumItems).toHaveBeenCalledWith(1);
    expect(reads.albums).not.toHaveBeenCalled();
  });

  it('says so when the album of a URL does not exist, and tells the server to answer 404', async () => {
    await renderAt('/galeria/99');
    expect(await screen.findByRole('heading', { name: 'Album sa nenašiel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fotogaléria' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Späť na albumy' })).toHaveAttribute('href', '/galeria');
    const request = { params: { albumId: '99' }, pathname: '/galeria/99', search: '', locale: 'sk' as const, reads: galleryReads() };
    const data = await galleryPage.loadPageData(request);
    expect(galleryPage.describePage(data, request)).toEqual({ notFound: true });
  });

  it('names an album page after the album and shows its cover in link previews', async () => {
    const withCover = makeAlbum({ id: 5, name: 'Leto', description: 'Letný tábor', cover: { src: '/uploads/images/leto.jpg', width: 800, height: 600, variants: [] } });
    const reads = publicReadsStub({ album: async () => withCover, albumItems: async () => [] });
    const request = { params: { albumId: '5' }, pathname: '/galeria/5', search: '', locale: 'sk' as const, reads };
    const data = await galleryPage.loadPageData(request);
    expect(galleryPage.describePage(data, request)).toEqual({ title: 'Leto', description: 'Letný tábor', image: '/uploads/images/leto.jpg', imageAlt: 'Leto' });
  });

  it("names an album page in English for an English reader where the administrator wrote it, else in Slovak", async () => {
    const bilingual = makeAlbum({ id: 5, name: 'Leto', nameEn: 'Summer', description: 'Letný tábor' });
    const reads = publicReadsStub({ album: async () => bilingual, albumItems: async () => [] });
    const request = { params: { albumId: '5' }, pathname: '/galeria/5', search: '', locale: 'en' as const, reads };
    const data = await galleryPage.loadPageData(request);
    expect(galleryPage.describePage(data, request)).toMatchObject({ title: 'Summer', description: 'Letný tábor', imageAlt: 'Summer' });
  });

  it('opens an album from its card and resets the filter each time it is opened again', async () => {
    const user = userEvent.setup();
    await renderAt('/galeria');
    // A move to another page suspends on its data: awaited inside act, React shows it when it arrives.
    const follow = (link: HTMLElement) => act(async () => user.click(link));
    await follow(await screen.findByRole('link', { name: 'Jeseň v škole' }));
    await user.click(await screen.findByRole('link', { name: 'Videá' }));
    expect(screen.getByRole('link', { current: true })).toHaveTextContent('Videá');
    await follow(screen.getByRole('link', { name: 'Späť na albumy' }));
    await follow(await screen.findByRole('link', { name: 'Jeseň v škole' }));
    expect(await screen.findByRole('link', { current: true })).toHaveTextContent('Všetko');
  });

  it('plays a video in a dialog with its title, poster and description, and Esc gives focus back', async () => {
    const user = userEvent.setup();
    await renderAt('/galeria/1');
    const tile = await screen.findByRole('link', { name: 'Prehrať video Rozhovor' });
    await user.click(tile);
    const dialog = await screen.findByRole('dialog', { name: 'Rozhovor' });
    const player = dialog.querySelector('video')!;
    expect(player).toHaveAttribute('src', '/uploads/videos/rozhovor.mp4');
    expect(player).toHaveAttribute('poster', '/uploads/images/rozhovor.jpg');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('controls');
    expect(screen.getByText('Rozhovor s lektorkou')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tile).toHaveFocus();
  });

  it('opens the lightbox over the photos only, at the clicked photo, with counter and caption', async () => {
    const user = userEvent.setup();
    await renderAt('/galeria/1');
    await user.click(await screen.findByRole('link', { name: 'Otvoriť fotografiu Skupina' }));
    const viewer = await screen.findByRole('dialog', { name: 'Prehliadač fotografií' });
    expect(viewer).toHaveTextContent('2 / 2');
    expect(viewer).toHaveTextContent('Skupina');
    expect(viewer.querySelector('img[src="/uploads/videos/rozhovor.mp4"]')).toBeNull();
  });

  it('offers the removal of the photo the lightbox shows, and keeps the address naming that photo', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/galeria/1');
    await renderAt('/galeria/1');
    await user.click(await screen.findByRole('link', { name: 'Otvoriť fotografiu Skupina' }));
    const viewer = await screen.findByRole('dialog', { name: 'Prehliadač fotografií' });
    // In words, not an icon alone, and landing on the contact form.
    const removal = await screen.findByRole('link', { name: 'Požiadať o odstránenie fotografie Skupina' });
    expect(removal).toHaveAttribute('href', '/kontakt?album=1&foto=2');
    expect(removal).toHaveTextContent(/^Požiadať o odstránenie fotografie$/);
    await waitFor(() => expect(window.location.search).toBe('?foto=2'));
    await user.click(screen.getByRole('button', { name: 'Predchádzajúca fotografia' }));
    expect(await screen.findByRole('link', { name: 'Požiadať o odstránenie fotografie Tabuľa' })).toHaveAttribute('href', '/kontakt?album=1&foto=1');
    await waitFor(() => expect(window.location.search).toBe('?foto=1'));
    expect(viewer).toHaveTextContent('1 / 2');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it("shows the photo of a ?foto= address with its removal link, readable before scripts, and opens the lightbox on it", async () => {
    await renderAt('/galeria/1?foto=2');
    // The lightbox opened over it at once (the page behind is inert then): the panel is what the HTML shows first.
    const panel = await screen.findByRole('region', { name: 'Vybraná fotografia', hidden: true });
    expect(panel).toHaveTextContent('Skupina');
    expect(within(panel).getByRole('link', { name: 'Požiadať o odstránenie fotografie', hidden: true })).toHaveAttribute('href', '/kontakt?album=1&foto=2');
    expect(within(panel).getByRole('link', { name: 'Späť na celý album', hidden: true })).toHaveAttribute('href', '/galeria/1');
    expect(await screen.findByRole('dialog', { name: 'Prehliadač fotografií' })).toHaveTextContent('2 / 2');
  });

  it('ignores a ?foto= that names no photo of the album (a video, another id)', async () => {
    for (const path of ['/galeria/1?foto=3', '/galeria/1?foto=99', '/galeria/1?foto=abc']) {
      const { unmount } = await renderAt(path);
      await screen.findByRole('link', { name: 'Otvoriť fotografiu Skupina' });
      expect(screen.queryByRole('region', { name: 'Vybraná fotografia', hidden: true })).not.toBeInTheDocument();
      unmount();
    }
  });
});
