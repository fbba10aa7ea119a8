import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from 'shared-ui/api';
import type { Album, GalleryItem } from 'shared-ui/domain';
import { AlbumOrderDialog, PhotoOrderDialog } from '../arrange-dialogs';

jest.mock('shared-ui/api', () => ({
  ...jest.requireActual('shared-ui/api'),
  api: { reorderAlbumItems: jest.fn(), reorderAlbums: jest.fn() },
}));
const reorderAlbumItems = api.reorderAlbumItems as jest.Mock;
const reorderAlbums = api.reorderAlbums as jest.Mock;

const album = (id: number, name: string, position: number): Album => ({
  id, name, description: null, coverImage: null, createdAt: '', nameEn: null, descriptionEn: null, coverVariants: [], coverWidth: null, coverHeight: null, cover: null, itemCount: 0, position, published: true,
});
const item = (id: number, title: string, position: number, extra: Partial<GalleryItem> = {}): GalleryItem => ({
  id, albumId: 5, type: 'photo', url: `/uploads/images/p${id}.jpg`, thumbnail: null, title, description: null, titleEn: null, descriptionEn: null, alt: null, altEn: null, createdAt: '', width: null, height: null, variants: [], hidden: false, position, ...extra,
});
const trip = album(5, 'Výlet', 0);
// Loaded in upload order; the album's order is by position.
const items = [item(1, 'Ráno', 2), item(2, 'Obed', 0), item(3, 'Večer', 1, { hidden: true }), item(9, 'Inde', 0, { albumId: 8 })];

const names = () => within(screen.getByRole('list', { name: 'Fotky a videá albumu Výlet' })).getAllByRole('listitem').map((entry) => entry.querySelector('.adm-sortable__name')?.textContent);
const announcement = () => screen.getByTestId('order-announcement').textContent;

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

function renderPhotos(loaded: GalleryItem[] = items) {
  const reload = jest.fn(async () => undefined);
  const onClose = jest.fn();
  const view = render(<PhotoOrderDialog album={trip} items={loaded} refresh={reload} onClose={onClose} />);
  return { reload, onClose, rerender: (next: GalleryItem[]) => view.rerender(<PhotoOrderDialog album={trip} items={next} refresh={reload} onClose={onClose} />) };
}

describe("arranging an album's photos", () => {
  it("shows the album's items in the album's order, a hidden one by a mark instead of its picture", () => {
    renderPhotos();
    expect(screen.getByRole('dialog', { name: 'Poradie fotiek: Výlet' })).toBeInTheDocument();
    expect(names()).toEqual(['Obed', 'Večer', 'Ráno']);
    const hidden = screen.getAllByRole('listitem')[1];
    expect(within(hidden).getByText('Skrytá: súbory sa nezobrazujú')).toBeInTheDocument();
    expect(within(hidden).getByText('Skrytá')).toBeInTheDocument();
    expect(hidden.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Uložiť poradie' })).toBeDisabled();
  });

  it('moves a photo by its buttons, says each move aloud and keeps the focus on the button pressed', async () => {
    renderPhotos();
    const toEnd = screen.getByRole('button', { name: 'Na koniec: Obed' });
    await userEvent.click(toEnd);
    expect(names()).toEqual(['Večer', 'Ráno', 'Obed']);
    expect(announcement()).toBe('Fotografia „Obed“ je teraz na 3. mieste z 3.');
    expect(screen.getByRole('button', { name: 'Na koniec: Obed' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Na koniec: Obed' }));
    expect(announcement()).toBe('Fotografia „Obed“ je už na poslednom mieste.');
    await userEvent.click(screen.getByRole('button', { name: 'O miesto skôr: Obed' }));
    expect(names()).toEqual(['Večer', 'Obed', 'Ráno']);
    await userEvent.click(screen.getByRole('button', { name: 'Na začiatok: Ráno' }));
    expect(names()).toEqual(['Ráno', 'Večer', 'Obed']);
    expect(screen.getByRole('button', { name: 'Na začiatok: Ráno' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'O miesto neskôr: Ráno' })).not.toHaveAttribute('aria-disabled');
  });

  it('saves the whole order at once, then reloads the lists, closes and confirms', async () => {
    reorderAlbumItems.mockResolvedValue(undefined);
    const { reload, onClose } = renderPhotos();
    await userEvent.click(screen.getByRole('button', { name: 'O miesto neskôr: Obed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť poradie' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(reorderAlbumItems).toHaveBeenCalledWith(5, [3, 2, 1]);
    expect(reload).toHaveBeenCalled();
  });

  it('keeps her order on screen when the save fails, with the reason, ready to try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reorderAlbumItems.mockRejectedValueOnce(new ApiError(0, null));
    const { onClose } = renderPhotos();
    await userEvent.click(screen.getByRole('button', { name: 'Na koniec: Obed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť poradie' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Poradie sa nepodarilo uložiť: Server je nedostupný.');
    expect(names()).toEqual(['Večer', 'Ráno', 'Obed']);
    expect(onClose).not.toHaveBeenCalled();
    reorderAlbumItems.mockResolvedValueOnce(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť poradie' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(reorderAlbumItems).toHaveBeenLastCalledWith(5, [3, 1, 2]);
  });

  it('lays her order over a list that changed meanwhile: what is new comes last, what is gone leaves', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reorderAlbumItems.mockRejectedValueOnce(new ApiError(400, { statusCode: 400, message: ['itemIds must list every one exactly once'], error: 'Bad Request' }));
    const { reload, rerender } = renderPhotos();
    await userEvent.click(screen.getByRole('button', { name: 'Na začiatok: Ráno' }));
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť poradie' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zoznam sa medzitým zmenil');
    expect(reload).toHaveBeenCalled();
    // The reload brought a new upload and lost the hidden photo (deleted in another tab).
    rerender([item(1, 'Ráno', 2), item(2, 'Obed', 0), item(4, 'Noc', 3)]);
    expect(names()).toEqual(['Ráno', 'Obed', 'Noc']);
    expect(screen.getByRole('button', { name: 'Uložiť poradie' })).toBeEnabled();
  });

  it('asks before closing with an order not saved, and closes at once without one', async () => {
    const { onClose } = renderPhotos();
    await userEvent.click(screen.getByRole('button', { name: 'Zrušiť' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Na koniec: Obed' }));
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Zavrieť bez uloženia?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Späť k zoraďovaniu' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(names()).toEqual(['Večer', 'Ráno', 'Obed']);
  });

  it('gives each handle the drag instructions in the panel language', () => {
    renderPhotos();
    const handle = screen.getByRole('button', { name: 'Presunúť: Obed' });
    expect(handle).toHaveAttribute('aria-roledescription', 'presúvateľná položka');
    expect(handle).toHaveAccessibleDescription(/^Stlač medzerník a šípkami vyber nové miesto/);
  });
});

describe('arranging the albums', () => {
  it('orders the albums as listed and saves every album once', async () => {
    reorderAlbums.mockResolvedValue(undefined);
    const onClose = jest.fn();
    render(<AlbumOrderDialog albums={[album(7, 'Jeseň', 0), trip, album(3, 'Zima', 1)]} items={items} refresh={async () => undefined} onClose={onClose} />);
    const list = screen.getByRole('list', { name: 'Albumy v Galérii' });
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Výlet2 fotografie');
    await userEvent.click(screen.getByRole('button', { name: 'Na začiatok: Zima' }));
    expect(screen.getByTestId('order-announcement')).toHaveTextContent('Album „Zima“ je teraz na 1. mieste z 3.');
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť poradie' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(reorderAlbums).toHaveBeenCalledWith([3, 7, 5]);
  });
});
