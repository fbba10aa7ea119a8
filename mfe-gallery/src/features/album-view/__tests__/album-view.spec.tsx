import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useParams } from 'shared-ui/router';
import { MemoryRouter } from 'shared-ui/router/server';
import type { GalleryItem } from 'shared-ui/domain';
import { makeAlbum, makeItem, variantsFor } from '../../../test/fixtures';
import { setUpTestI18n } from '../../../test/i18n';
import { AlbumView } from '../components/album-view';

const album = makeAlbum({ id: 1, name: 'Jeseň v škole', description: 'Prvé stretnutie' });
const otherAlbum = makeAlbum({ id: 2, name: 'Marketing' });
const photo = makeItem({ id: 1, albumId: 1, title: 'Tabuľa', variants: variantsFor('tabula'), width: 3000, height: 2000 });
const video = makeItem({
  id: 2,
  albumId: 1,
  type: 'video',
  title: 'Rozhovor',
  url: '/uploads/videos/rozhovor.mp4',
  thumbnail: '/uploads/images/rozhovor.jpg',
});

function renderView(items: GalleryItem[], shownAlbum = album, onOpenItem = jest.fn(), path = `/galeria/${shownAlbum.id}`) {
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <AlbumView album={shownAlbum} items={items} backTo="/galeria" onOpenItem={onOpenItem} />
    </MemoryRouter>,
  );
  return { ...result, onOpenItem };
}

const chosen = () => within(screen.getByRole('group', { name: 'Zobraziť' })).getByRole('link', { current: true });
const choice = (name: string) => within(screen.getByRole('group', { name: 'Zobraziť' })).getByRole('link', { name });

describe('AlbumView', () => {
  beforeEach(() => setUpTestI18n('sk'));

  it('shows the back link, the name and every item with its title and alt text', () => {
    renderView([photo, video]);
    expect(screen.getByRole('link', { name: 'Späť na albumy' })).toHaveAttribute('href', '/galeria');
    expect(screen.getByRole('heading', { name: 'Jeseň v škole' })).toBeInTheDocument();
    expect(screen.getByAltText('Tabuľa')).toBeInTheDocument();
    expect(screen.getByAltText('Rozhovor')).toHaveAttribute('src', '/uploads/images/rozhovor.jpg');
    expect(screen.getAllByRole('link', { name: /^(Otvoriť fotografiu|Prehrať video) / })).toHaveLength(2);
  });

  it('describes a photo by its alt text, and names the tile by its title', () => {
    renderView([{ ...photo, alt: 'Študenti kreslia na tabuľu' }]);
    const tile = screen.getByRole('link', { name: 'Otvoriť fotografiu Tabuľa' });
    expect(tile).toHaveAccessibleDescription('Študenti kreslia na tabuľu');
    expect(screen.getByAltText('Študenti kreslia na tabuľu')).not.toHaveAttribute('lang');
  });

  it('gives an English reader the English texts, and Slovak marked lang="sk" where English is missing', async () => {
    await setUpTestI18n('en');
    const bilingual = makeAlbum({ id: 1, name: 'Jeseň v škole', nameEn: 'Autumn at school', description: 'Prvé stretnutie' });
    const described = { ...photo, titleEn: 'Whiteboard', alt: 'Študenti pri tabuli', altEn: 'Students at the whiteboard' };
    const slovakOnly = makeItem({ id: 3, albumId: 1, title: 'Skupinová práca', alt: 'Traja študenti pri stole' });
    renderView([described, slovakOnly], bilingual);
    const heading = screen.getByRole('heading', { name: 'Autumn at school' });
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByText('Prvé stretnutie')).toHaveAttribute('lang', 'sk');
    expect(screen.getByAltText('Students at the whiteboard')).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'Open photo Whiteboard' })).toHaveAccessibleDescription('Students at the whiteboard');
    expect(screen.getByAltText('Traja študenti pri stole')).toHaveAttribute('lang', 'sk');
    expect(screen.getByRole('link', { name: 'Open photo Skupinová práca' })).toHaveAttribute('lang', 'sk');
  });

  it('marks a video with the VIDEO badge and a play action', () => {
    renderView([photo, video]);
    const tile = screen.getByRole('link', { name: 'Prehrať video Rozhovor' });
    expect(within(tile).getByText('VIDEO')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Otvoriť fotografiu Tabuľa' })).not.toHaveTextContent('VIDEO');
  });

  it('filters to videos and to photos', async () => {
    renderView([photo, video]);
    await userEvent.click(choice('Videá'));
    expect(screen.queryByAltText('Tabuľa')).not.toBeInTheDocument();
    expect(screen.getByAltText('Rozhovor')).toBeInTheDocument();
    await userEvent.click(choice('Fotky'));
    expect(screen.getByAltText('Tabuľa')).toBeInTheDocument();
    expect(screen.queryByAltText('Rozhovor')).not.toBeInTheDocument();
  });

  it('is a link to the album with ?typ=foto / ?typ=video, and renders the filter the address names', () => {
    renderView([photo, video], album, jest.fn(), '/galeria/1?lang=en&typ=video');
    expect(chosen()).toHaveTextContent('Videá');
    expect(screen.queryByAltText('Tabuľa')).not.toBeInTheDocument();
    expect(choice('Fotky')).toHaveAttribute('href', '/galeria/1?lang=en&typ=foto');
    expect(choice('Všetko')).toHaveAttribute('href', '/galeria/1?lang=en');
  });

  it('resets the filter to Všetko when another album is opened', async () => {
    const albums = { 1: album, 2: otherAlbum } as const;
    function Opened() {
      const { id } = useParams();
      return <AlbumView album={albums[Number(id) as 1 | 2]} items={[photo, video]} backTo="/galeria" onOpenItem={jest.fn()} />;
    }
    render(
      <MemoryRouter initialEntries={['/galeria/1']}>
        <Link to="/galeria/2">Ďalší album</Link>
        <Routes>
          <Route path="/galeria/:id" element={<Opened />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(choice('Videá'));
    expect(chosen()).toHaveTextContent('Videá');
    await userEvent.click(screen.getByRole('link', { name: 'Ďalší album' }));
    expect(screen.getByRole('heading', { name: 'Marketing' })).toBeInTheDocument();
    expect(chosen()).toHaveTextContent('Všetko');
  });

  it('shows the three empty messages of spec 2.12', async () => {
    renderView([]);
    expect(screen.getByText('V tomto albume nie sú žiadne položky')).toBeInTheDocument();
    await userEvent.click(choice('Fotky'));
    expect(screen.getByText('Tento album neobsahuje žiadne fotografie')).toBeInTheDocument();
    await userEvent.click(choice('Videá'));
    expect(screen.getByText('Tento album neobsahuje žiadne videá')).toBeInTheDocument();
  });

  it('says the album has no videos when only photos are in it', async () => {
    renderView([photo]);
    await userEvent.click(choice('Videá'));
    expect(screen.getByText('Tento album neobsahuje žiadne videá')).toBeInTheDocument();
  });

  it('loads the first two rows at once and every tile below them lazily, each with its size set', () => {
    const many = Array.from({ length: 12 }, (_, index) => makeItem({ id: index + 1, albumId: 1, variants: variantsFor(`p${index}`) }));
    const { container } = renderView(many);
    const images = [...container.querySelectorAll('.gal-grid img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([...Array(8).fill('eager'), ...Array(4).fill('lazy')]);
    for (const image of images) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  it('hands the clicked item and its tile to the page', async () => {
    const { onOpenItem } = renderView([photo, video]);
    const tile = screen.getByRole('link', { name: 'Otvoriť fotografiu Tabuľa' });
    await userEvent.click(tile);
    expect(onOpenItem).toHaveBeenCalledWith(photo, tile);
  });

  it('leaves a press with a modifier key or the middle button to the browser (a new tab, a download)', () => {
    const { onOpenItem } = renderView([photo]);
    const tile = screen.getByRole('link', { name: 'Otvoriť fotografiu Tabuľa' });
    for (const press of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      // The browser's own action (a new tab) happens only when the page does not prevent it.
      expect(fireEvent.click(tile, press)).toBe(true);
    }
    expect(onOpenItem).not.toHaveBeenCalled();
    expect(fireEvent.click(tile)).toBe(false);
    expect(onOpenItem).toHaveBeenCalledTimes(1);
  });
});
