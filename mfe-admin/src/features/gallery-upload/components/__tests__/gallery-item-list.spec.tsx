import { act, screen } from '@testing-library/react';
import type { Album, GalleryItem } from 'shared-ui/domain';
import { renderWithQueries } from '../../../../lib/__tests__/query-wrapper';
import { ALL_ALBUMS, GalleryItemList } from '../gallery-item-list';

jest.mock('shared-ui/api', () => ({ ...jest.requireActual('shared-ui/api'), api: { listGallery: jest.fn(), listAlbums: jest.fn(), listTrash: jest.fn() } }));

const trip: Album = { id: 5, name: 'Výlet', description: null, coverImage: null, createdAt: '', nameEn: null, descriptionEn: null, coverVariants: [], coverWidth: null, coverHeight: null, cover: null, itemCount: 1, position: 0, published: true };
const photo: GalleryItem = { id: 1, albumId: 5, type: 'photo', url: '/uploads/images/p1.jpg', thumbnail: null, title: 'Ráno', description: null, titleEn: null, descriptionEn: null, alt: null, altEn: null, createdAt: '', width: null, height: null, variants: [], hidden: false, position: 0 };

const list = (items: GalleryItem[]) => <GalleryItemList albums={[trip]} items={items} albumFilter={ALL_ALBUMS} onAlbumFilterChange={() => undefined} />;
const heading = () => screen.getByRole('heading', { name: 'Nahrané fotografie', level: 2 });

describe("the gallery's list of photos", () => {
  it('hands the focus to its heading when the last photo goes while something in the list had it', async () => {
    const view = renderWithQueries(list([photo]));
    screen.getByRole('checkbox', { name: /^Vybrať všetky/ }).focus();
    // The tools go with the last photo, whenever the change that removed it finished.
    await act(async () => view.rerender(list([])));
    expect(heading()).toHaveFocus();
  });

  it('leaves the focus alone when it is somewhere else, and on a list that was empty from the start', async () => {
    const view = renderWithQueries(list([]));
    expect(heading()).not.toHaveFocus();
    await act(async () => view.rerender(list([photo])));
    const filter = screen.getByRole('combobox', { name: /^Album|Zobraziť album|Filtrovať/ });
    filter.focus();
    await act(async () => view.rerender(list([])));
    expect(filter).toHaveFocus();
  });
});
