import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api } from 'shared-ui/api';
import { forgetLoadedGallery } from '../../hooks/use-gallery-data';
import { makeAlbum, makeItem } from '../../test/fixtures';
import { setUpTestI18n } from '../../test/i18n';
import GalleryPage from '../gallery-page';

jest.mock('shared-ui/api', () => ({ api: { listGallery: jest.fn(), listAlbums: jest.fn() } }));

const listGallery = api.listGallery as jest.Mock;
const listAlbums = api.listAlbums as jest.Mock;

const albums = [makeAlbum({ id: 1, name: 'Jeseň v škole' }), makeAlbum({ id: 2, name: 'Marketing' })];
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

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/galeria" element={<GalleryPage />} />
        <Route path="/galeria/:albumId" element={<GalleryPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('GalleryPage', () => {
  beforeEach(async () => {
    forgetLoadedGallery();
    listGallery.mockReset().mockResolvedValue(items);
    listAlbums.mockReset().mockResolvedValue(albums);
    await setUpTestI18n('sk');
  });

  it('asks for the items and the albums in parallel', async () => {
    let answerGallery: (value: unknown) => void = () => {};
    listGallery.mockReturnValue(new Promise((resolve) => (answerGallery = resolve)));
    renderAt('/galeria');
    expect(listGallery).toHaveBeenCalledTimes(1);
    expect(listAlbums).toHaveBeenCalledTimes(1);
    await act(async () => answerGallery(items));
    expect(await screen.findByRole('link', { name: 'Jeseň v škole' })).toBeInTheDocument();
  });

  it('logs a failed load and shows the empty lists', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    listAlbums.mockRejectedValue(new Error('offline'));
    listGallery.mockRejectedValue(new Error('offline'));
    renderAt('/galeria');
    expect(await screen.findByText('Žiadne albumy')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('opens an album by its URL', async () => {
    renderAt('/galeria/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jeseň v škole' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Otvoriť fotografiu|Prehrať video/ })).toHaveLength(3);
  });

  it('says so when the album of a URL does not exist', async () => {
    renderAt('/galeria/99');
    expect(await screen.findByRole('heading', { name: 'Album sa nenašiel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fotogaléria' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Späť na albumy' })).toHaveAttribute('href', '/galeria');
  });

  it('opens an album from its card and resets the filter each time it is opened again', async () => {
    const user = userEvent.setup();
    renderAt('/galeria');
    await user.click(await screen.findByRole('link', { name: 'Jeseň v škole' }));
    await user.click(screen.getByRole('button', { name: 'Videá' }));
    expect(screen.getByRole('button', { pressed: true })).toHaveTextContent('Videá');
    await user.click(screen.getByRole('link', { name: 'Späť na albumy' }));
    await user.click(await screen.findByRole('link', { name: 'Jeseň v škole' }));
    expect(screen.getByRole('button', { pressed: true })).toHaveTextContent('Všetko');
  });

  it('plays a video in a dialog with its title, poster and description, and Esc gives focus back', async () => {
    const user = userEvent.setup();
    renderAt('/galeria/1');
    const tile = await screen.findByRole('button', { name: 'Prehrať video Rozhovor' });
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
    renderAt('/galeria/1');
    await user.click(await screen.findByRole('button', { name: 'Otvoriť fotografiu Skupina' }));
    const viewer = await screen.findByRole('dialog', { name: 'Prehliadač fotografií' });
    expect(viewer).toHaveTextContent('2 / 2');
    expect(viewer).toHaveTextContent('Skupina');
    expect(viewer.querySelector('img[src="/uploads/videos/rozhovor.mp4"]')).toBeNull();
  });
});
