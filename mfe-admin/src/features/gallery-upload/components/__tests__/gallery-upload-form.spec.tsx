import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Album, GalleryItem } from 'shared-ui/domain';
import { GalleryUploadForm } from '../gallery-upload-form';

jest.mock('shared-ui/api', () => ({ ...jest.requireActual('shared-ui/api'), uploadFile: jest.fn(), api: { createGalleryItem: jest.fn() } }));

const albums: Album[] = [{ id: 1, name: 'Tábor', description: null, coverImage: null, createdAt: '', nameEn: null, descriptionEn: null, coverVariants: [], coverWidth: null, coverHeight: null, cover: null, itemCount: 0, position: 0, published: true }];
const image = (name: string) => new File(['i'], name, { type: 'image/png' });

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
});

const renderForm = (list: Album[] = albums) => render(<GalleryUploadForm albums={list} onUploaded={async () => undefined} />);

describe('gallery upload form', () => {
  it('cannot upload before an album exists and says where to create one', () => {
    renderForm([]);
    expect(screen.getByRole('button', { name: 'Nahrať' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('⚠️ Najprv vytvor album v záložke "Albumy"');
  });

  it('asks for an album and a file (spec 5 messages) and sends nothing', async () => {
    renderForm();
    expect(screen.getByRole('radio', { name: 'Fotografia' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Nahrať' }));
    expect(screen.getByText('Prosím vyber album')).toBeInTheDocument();
    expect(screen.getByText('Prosím vyber súbor')).toBeInTheDocument();
    expect(jest.requireMock('shared-ui/api').uploadFile).not.toHaveBeenCalled();
  });

  const titleOf = (fileName: string) => within(screen.getByRole('listitem', { name: fileName })).getByLabelText('Názov (slovensky)', { exact: false });

  async function chooseAlbum() {
    screen.getByRole('combobox', { name: /^Album/ }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Tábor' }));
  }

  it('takes several photos at once, each with an empty title to write, never the file name', async () => {
    renderForm();
    await userEvent.upload(screen.getByLabelText('Fotografie'), [image('IMG_2034.png'), image('ohen.jpg')]);
    expect(titleOf('IMG_2034.png')).toHaveValue('');
    expect(titleOf('ohen.jpg')).toHaveValue('');
    await userEvent.type(titleOf('ohen.jpg'), 'Večerný oheň');
    await userEvent.click(screen.getByRole('button', { name: 'Nahrať' }));
    expect(screen.getAllByText('Zadaj názov')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Odobrať súbor ohen.jpg' }));
    expect(screen.queryByRole('listitem', { name: 'ohen.jpg' })).not.toBeInTheDocument();
  });

  it('asks for an English title and an alt text per file, in both languages and optional', async () => {
    renderForm();
    await userEvent.upload(screen.getByLabelText('Fotografie'), [image('a.png'), image('b.png')]);
    const entry = within(screen.getByRole('listitem', { name: 'a.png' }));
    expect(entry.getByLabelText('Názov (anglicky, nepovinné)')).toHaveAttribute('lang', 'en');
    expect(entry.getByLabelText('Alternatívny text (čo je na obrázku) (slovensky)')).not.toBeRequired();
    expect(entry.getByLabelText('Alternatívny text (čo je na obrázku) (anglicky, nepovinné)')).toHaveValue('');
    expect(within(screen.getByRole('listitem', { name: 'b.png' })).getByLabelText('Alternatívny text (čo je na obrázku) (slovensky)')).toBeInTheDocument();
  });

  it('requires a thumbnail for a video and shows its hint', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Video' }));
    expect(screen.getByText('Tento obrázok sa zobrazí ako náhľad videa v galérii')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Video súbor'), new File(['v'], 'beh.mp4', { type: 'video/mp4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nahrať' }));
    expect(screen.getByText('Prosím pridaj náhľadový obrázok pre video')).toBeInTheDocument();
    expect(screen.queryByText('Prosím vyber súbor')).not.toBeInTheDocument();
  });

  it('refuses a file of the other kind with a message', async () => {
    renderForm();
    const input = screen.getByLabelText('Fotografie');
    await userEvent.upload(input, new File(['v'], 'clip.mp4', { type: 'video/mp4' }), { applyAccept: false });
    const status = screen.getByRole('alert');
    expect(within(status).getByText('Súbor clip.mp4 nie je obrázok a nebol pridaný.')).toBeInTheDocument();
  });

  it('names the untitled photos after the chosen album, counting on from the photos it holds', async () => {
    const held = [{ id: 9, albumId: 1 }, { id: 10, albumId: 1 }, { id: 11, albumId: 2 }] as GalleryItem[];
    render(<GalleryUploadForm albums={albums} items={held} onUploaded={async () => undefined} />);
    await userEvent.upload(screen.getByLabelText('Fotografie'), [image('a.png'), image('b.png'), image('c.png')]);
    expect(screen.getByRole('button', { name: 'Pomenovať podľa albumu s číslom' })).toBeDisabled();
    await chooseAlbum();
    expect(screen.getByText(/pomenuj podľa albumu \(napr\. „Tábor 3“\)/)).toBeInTheDocument();
    await userEvent.type(titleOf('b.png'), 'Hra v lese');
    await userEvent.click(screen.getByRole('button', { name: 'Pomenovať podľa albumu s číslom' }));
    expect([titleOf('a.png'), titleOf('b.png'), titleOf('c.png')].map((field) => (field as HTMLInputElement).value)).toEqual(['Tábor 3', 'Hra v lese', 'Tábor 4']);
    // Everything has a title now: the offer goes away.
    expect(screen.queryByRole('button', { name: 'Pomenovať podľa albumu s číslom' })).not.toBeInTheDocument();
  });

  async function uploadPngAndJpeg() {
    const { api, uploadFile } = jest.requireMock('shared-ui/api');
    uploadFile.mockImplementation(async (file: File) => ({ path: `/uploads/images/${file.name}.jpg`, converted: file.type !== 'image/jpeg' }));
    api.createGalleryItem.mockResolvedValue({ id: 1 });
    renderForm();
    await chooseAlbum();
    await userEvent.upload(screen.getByLabelText('Fotografie'), [image('plagat.png'), new File(['j'], 'ohen.jpg', { type: 'image/jpeg' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Pomenovať podľa albumu s číslom' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nahrať' }));
  }

  it('counts only the photos the server answered as converted', async () => {
    await uploadPngAndJpeg();
    expect(await screen.findByText('Obrázky úspešne nahrané (2), z toho 1 konvertovaný na JPG!')).toBeInTheDocument();
  });

  it('drops the message of the last upload when the type changes', async () => {
    await uploadPngAndJpeg();
    expect(await screen.findByText(/úspešne nahrané/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Video' }));
    expect(screen.queryByText(/úspešne nahrané/)).not.toBeInTheDocument();
  });
});
