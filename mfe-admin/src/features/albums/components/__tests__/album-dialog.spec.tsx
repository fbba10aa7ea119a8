import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, uploadFile } from 'shared-ui/api';
import type { Album, GalleryItem } from 'shared-ui/domain';
import { AlbumDialog } from '../album-dialog';

jest.mock('shared-ui/api', () => ({
  ...jest.requireActual('shared-ui/api'),
  uploadFile: jest.fn(),
  api: { createAlbum: jest.fn(), updateAlbum: jest.fn() },
}));

const album: Album = { id: 5, name: 'Výlet', description: null, coverImage: '/uploads/images/p2.jpg', createdAt: '', nameEn: null, descriptionEn: null, coverVariants: [], coverWidth: null, coverHeight: null, cover: null, itemCount: 0, position: 0, published: true };
const photo = (id: number): GalleryItem => ({
  id, albumId: 5, type: 'photo', url: `/uploads/images/p${id}.jpg`, thumbnail: null, title: `Fotka ${id}`, description: null, titleEn: null, descriptionEn: null, alt: null, altEn: null, createdAt: '', width: null, height: null, variants: [], hidden: false, position: id,
});

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => jest.clearAllMocks());

const renderDialog = (target: Album | null, items: GalleryItem[] = []) => {
  const onSaved = jest.fn(async () => undefined);
  const onClose = jest.fn();
  render(<AlbumDialog album={target} items={items} onClose={onClose} onSaved={onSaved} />);
  return { onSaved, onClose };
};

describe('album dialog', () => {
  it('creates an album in automatic mode, select not offered', async () => {
    const { onSaved } = renderDialog(null);
    expect(screen.getByRole('dialog', { name: 'Vytvoriť nový album' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Automatický (prvá fotka z albumu)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Vybrať z fotiek albumu' })).toBeDisabled();
    expect(screen.getByText(/^Nový album bude najprv v príprave: návštevníci ho neuvidia, kým ho nezverejníš/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vytvoriť album' }));
    expect(screen.getByText('Zadaj názov albumu')).toBeInTheDocument();
    expect(api.createAlbum).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Názov albumu (slovensky)', { exact: false }), 'Jarný workshop');
    await userEvent.click(screen.getByRole('button', { name: 'Vytvoriť album' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.createAlbum).toHaveBeenCalledWith({ name: 'Jarný workshop', nameEn: null, description: null, descriptionEn: null, coverImage: null });
  });

  it('takes the English name and description beside the Slovak ones, the English optional', async () => {
    const { onSaved } = renderDialog({ ...album, nameEn: 'Trip' });
    const english = screen.getByLabelText('Názov albumu (anglicky, nepovinné)');
    expect(english).toHaveValue('Trip');
    // Editing leaves publication to the card: the dialog says nothing of preparation.
    expect(screen.queryByText(/v príprave/)).not.toBeInTheDocument();
    expect(english).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText('Názov albumu (slovensky)', { exact: false })).toHaveAttribute('lang', 'sk');
    await userEvent.type(screen.getByLabelText('Popis (anglicky, nepovinné)'), 'A day out');
    await userEvent.clear(english);
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť zmeny' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.updateAlbum).toHaveBeenCalledWith(5, expect.objectContaining({ name: 'Výlet', nameEn: null, descriptionEn: 'A day out' }));
  });

  it('opens an album whose cover is one of its photos with that photo selected', () => {
    renderDialog(album, [photo(1), photo(2)]);
    expect(screen.getByRole('dialog', { name: 'Upraviť album' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Vybrať z fotiek albumu' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Fotka 2' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Náhľad obálky' })).toHaveAttribute('src', '/uploads/images/p2.jpg');
  });

  it('uploads a chosen cover only when saving, and shows the save error with its message', async () => {
    (uploadFile as jest.Mock).mockResolvedValue({ path: '/uploads/images/new.jpg', converted: false });
    (api.updateAlbum as jest.Mock).mockRejectedValueOnce(new Error('Databáza je zaneprázdnená'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDialog(album, [photo(1), photo(2)]);
    await userEvent.click(screen.getByRole('radio', { name: 'Nahrať vlastný obrázok' }));
    expect(screen.queryByRole('img', { name: 'Náhľad obálky' })).not.toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Obrázok obálky'), new File(['x'], 'cover.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Náhľad obálky' })).toHaveAttribute('src', 'blob:preview');
    expect(uploadFile).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť zmeny' }));
    expect(await screen.findByText('Chyba pri ukladaní albumu: Databáza je zaneprázdnená')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť zmeny' }));
    await waitFor(() => expect(api.updateAlbum).toHaveBeenCalledTimes(2));
    // The retry reuses the uploaded file instead of sending it again.
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(api.updateAlbum).toHaveBeenLastCalledWith(5, { name: 'Výlet', nameEn: null, description: null, descriptionEn: null, coverImage: '/uploads/images/new.jpg' });
  });

  it('switching to automatic clears the cover that will be saved', async () => {
    renderDialog(album, [photo(1), photo(2)]);
    await userEvent.click(screen.getByRole('radio', { name: 'Automatický (prvá fotka z albumu)' }));
    expect(screen.getByText(/Obálka sa nastaví automaticky/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť zmeny' }));
    await waitFor(() => expect(api.updateAlbum).toHaveBeenCalledWith(5, { name: 'Výlet', nameEn: null, description: null, descriptionEn: null, coverImage: null }));
  });
});
