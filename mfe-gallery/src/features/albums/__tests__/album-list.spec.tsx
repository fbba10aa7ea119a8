import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared-ui/router/server';
import { makeAlbum, variantsFor } from '../../../test/fixtures';
import { setUpTestI18n } from '../../../test/i18n';
import { AlbumList } from '../components/album-list';

const albums = [
  makeAlbum({ id: 1, name: 'Jeseň v škole', description: 'Prvé stretnutie', itemCount: 3 }),
  makeAlbum({ id: 2, name: 'Workshop marketingu', itemCount: 0 }),
];

function renderList(props: Partial<Parameters<typeof AlbumList>[0]> = {}) {
  return render(
    <MemoryRouter initialEntries={['/galeria']}>
      <AlbumList albums={albums} {...props} />
    </MemoryRouter>,
  );
}

describe('AlbumList', () => {
  beforeEach(() => setUpTestI18n('sk'));

  it('shows a card per album with its name, description, item count and an absolute link', () => {
    renderList();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'Jeseň v škole' });
    expect(link).toHaveAttribute('href', '/galeria/1');
    expect(screen.getByText('Prvé stretnutie')).toBeInTheDocument();
    expect(screen.getByText('3 položky')).toBeInTheDocument();
    expect(screen.getByText('0 položiek')).toBeInTheDocument();
  });

  it('draws the cover the API resolved as a responsive picture with WebP copies and sizes, the first one first', () => {
    const withCover = makeAlbum({
      id: 3,
      name: 'S obalom',
      coverImage: '/uploads/images/cover.jpg',
      cover: { src: '/uploads/images/cover.jpg', width: 1200, height: 800, variants: variantsFor('cover', [480, 960]) },
    });
    const { container } = renderList({ albums: [withCover] });
    const webp = container.querySelector('picture source[type="image/webp"]');
    expect(webp).toHaveAttribute('srcset', '/uploads/images/cover-480.webp 480w, /uploads/images/cover-960.webp 960w');
    expect(webp?.getAttribute('sizes')).toMatch(/vw/);
    const img = container.querySelector('picture img');
    expect(img).toHaveAttribute('src', '/uploads/images/cover-480.jpg');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('alt', '');
    // The first card's cover is the list's largest picture above the fold (LCP): never lazy.
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws a gradient for an album without any picture', () => {
    const { container } = renderList({ albums: [makeAlbum({ id: 4, name: 'Prázdny', cover: null, itemCount: 0 })] });
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('.gal-album-cover--gradient')).not.toBeNull();
  });

  it('finds "Jeseň" when the visitor types "jesen"', async () => {
    renderList();
    await userEvent.type(screen.getByPlaceholderText('Hľadať album...'), 'jesen');
    expect(screen.getByRole('link', { name: 'Jeseň v škole' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Workshop marketingu' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nájdený 1 album');
  });

  it('says nothing matched when the search finds no album, and the clear button brings all back', async () => {
    renderList();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Hľadať album' }), 'leto');
    expect(screen.getByText('Žiadny album nezodpovedá hľadaniu „leto“.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vymazať hľadanie' }));
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('shows the exact empty texts of spec 2.12 when there are no albums', () => {
    renderList({ albums: [] });
    expect(screen.getByRole('heading', { name: 'Žiadne albumy' })).toBeInTheDocument();
    expect(screen.getByText('Fotografie budú pridávané postupne počas projektu.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it("shows an English reader each album's English name, and the Slovak description marked lang=\"sk\" where English is missing", async () => {
    await setUpTestI18n('en');
    renderList({ albums: [makeAlbum({ id: 1, name: 'Jeseň', nameEn: 'Autumn', description: 'Opis', descriptionEn: null })] });
    expect(screen.getByRole('link', { name: 'Autumn' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Opis')).toHaveAttribute('lang', 'sk');
    expect(screen.queryByText('Jeseň')).not.toBeInTheDocument();
  });

  it('speaks English when the language is English', async () => {
    await setUpTestI18n('en');
    renderList({ albums: [] });
    expect(screen.getByRole('heading', { name: 'No albums' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All albums' })).toBeInTheDocument();
  });
});
