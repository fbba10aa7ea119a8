import { screen, waitFor } from '@testing-library/react';
import { api } from 'shared-ui/api';
import type { Feedback } from 'shared-ui/domain';
import { renderWithRouter } from '../../../../test/render';
import { ReviewsSection } from '../reviews-section';

jest.mock('shared-ui/api', () => ({ ...jest.requireActual('shared-ui/api'), api: { listFeedback: jest.fn() } }));
const listFeedback = api.listFeedback as jest.Mock;

const feedback = (id: number): Feedback => ({ id, name: `Meno ${id}`, comment: `Komentár ${id}`, workshop: null, rating: 5, createdAt: '2026-02-01T10:00:00.000Z' });

describe('Home reviews section', () => {
  it('shows the first 6 reviews of the list', async () => {
    listFeedback.mockResolvedValue([1, 2, 3, 4, 5, 6, 7, 8].map(feedback));
    renderWithRouter(<ReviewsSection />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Hodnotenia účastníkov' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('Komentár 6')).toBeInTheDocument();
    expect(screen.queryByText('Komentár 7')).not.toBeInTheDocument();
  });

  it('shows nothing when there are no reviews', async () => {
    listFeedback.mockResolvedValue([]);
    const { container } = renderWithRouter(<ReviewsSection />);
    await waitFor(() => expect(listFeedback).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('logs "Chyba pri načítaní hodnotení" and stays empty when loading fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    listFeedback.mockRejectedValue(new Error('offline'));
    const { container } = renderWithRouter(<ReviewsSection />);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Chyba pri načítaní hodnotení', expect.any(Error)));
    expect(container).toBeEmptyDOMElement();
    error.mockRestore();
  });
});
