import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-ui/api';
import type { Album, TrashBatch, TrashList } from 'shared-ui/domain';
import { TrashTab } from '../components/trash-tab';

jest.mock('shared-ui/api', () => ({
  ApiError: jest.requireActual('shared-ui/api/basics').ApiError,
  api: { listTrash: jest.fn(), listAlbums: jest.fn(), restoreTrash: jest.fn(), eraseTrash: jest.fn() },
}));
const { ApiError } = jest.requireActual('shared-ui/api/basics');
const trash = jest.mocked(api);

const batch = (id: number, kind: TrashBatch['kind'], label: string, contents: TrashBatch['contents'] = [{ kind, id, title: label }]): TrashBatch => ({
  id,
  kind,
  label,
  contents,
  fileCount: 1,
  createdAt: '2026-11-28T10:00:00.000Z',
  purgeAfter: '2026-12-28T10:00:00.000Z',
});

const album = { id: 7, name: 'Jar' } as Album;

function renderTab(list: TrashList) {
  let current = list;
  trash.listTrash.mockImplementation(async () => current);
  trash.listAlbums.mockResolvedValue([album]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // The materials list as another section loaded it: a restored material goes back into it.
  client.setQueryData(['materials'], []);
  render(
    <QueryClientProvider client={client}>
      <TrashTab shown />
    </QueryClientProvider>,
  );
  return { client, setList: (next: TrashList) => (current = next) };
}

afterEach(() => Object.values(trash).forEach((mock) => mock.mockReset()));

describe('the Trash section', () => {
  it('lists batches per kind with what an album held, and restores one', async () => {
    const albumBatch = batch(3, 'album', 'Tábor', [
      { kind: 'album', id: 1, title: 'Tábor' },
      { kind: 'galleryItem', id: 10, title: 'Oheň' },
      { kind: 'galleryItem', id: 11, title: 'Stan' },
    ]);
    const material = batch(2, 'material', 'Príručka');
    const { client, setList } = renderTab({ trashDays: 30, batches: [albumBatch, material] });
    expect(await screen.findByRole('heading', { name: 'Albumy', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Materiály', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('Obsahuje 2 položky')).toBeInTheDocument();
    expect(screen.getByText(/čakajú 30 dní/)).toBeInTheDocument();
    trash.restoreTrash.mockResolvedValue({ batchId: 2, kind: 'material', restored: [{ kind: 'material', id: 2 }] });
    setList({ trashDays: 30, batches: [albumBatch] });
    const row = screen.getByRole('heading', { name: 'Príručka' }).closest('li') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /^Obnoviť/ }));
    expect(trash.restoreTrash).toHaveBeenCalledWith(2, {});
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Príručka' })).not.toBeInTheDocument());
    // The list the material went back into is refreshed; the albums it does not touch are not.
    expect(client.getQueryState(['materials'])?.isInvalidated).toBe(true);
    expect(trash.listAlbums).toHaveBeenCalledTimes(1);
  });

  it('says in words why a photo cannot go back and restores it into the album chosen', async () => {
    renderTab({ trashDays: 30, batches: [batch(5, 'galleryItem', 'Lístie')] });
    trash.restoreTrash.mockRejectedValueOnce(
      new ApiError(409, { statusCode: 409, error: 'Conflict', message: 'gone', reason: 'album-gone', details: { albumId: 4 } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Obnoviť/ }));
    expect(await screen.findByText('Album, v ktorom bola táto fotka, už neexistuje. Vyber iný album, do ktorého ju obnovíš.')).toBeInTheDocument();
    trash.restoreTrash.mockResolvedValueOnce({ batchId: 5, kind: 'galleryItem', restored: [{ kind: 'galleryItem', id: 5 }] });
    await userEvent.selectOptions(screen.getByLabelText('Obnoviť do albumu'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Obnoviť do vybraného albumu' }));
    expect(trash.restoreTrash).toHaveBeenLastCalledWith(5, { albumId: 7 });
  });

  it('offers a new address when the old one is taken, and deletes for good only after asking once more', async () => {
    renderTab({ trashDays: 30, batches: [batch(6, 'tool', 'Kvíz')] });
    trash.restoreTrash.mockRejectedValueOnce(new ApiError(409, { statusCode: 409, error: 'Conflict', message: 'taken', reason: 'address-taken', details: {} }));
    await userEvent.click(await screen.findByRole('button', { name: /^Obnoviť/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Obnoviť pod novou adresou' }));
    expect(trash.restoreTrash).toHaveBeenLastCalledWith(6, { asNew: true });

    await userEvent.click(screen.getByRole('button', { name: /^Vymazať natrvalo/ }));
    const ask = await screen.findByRole('alertdialog', { name: 'Vymazať natrvalo?' });
    expect(trash.eraseTrash).not.toHaveBeenCalled();
    trash.eraseTrash.mockResolvedValue(undefined);
    await userEvent.click(within(ask).getByRole('button', { name: 'Vymazať natrvalo' }));
    await waitFor(() => expect(trash.eraseTrash).toHaveBeenCalledWith(6));
  });
});
