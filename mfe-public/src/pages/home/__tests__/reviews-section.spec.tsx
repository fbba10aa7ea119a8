import { screen, waitFor } from '@testing-library/react';
import type { Feedback } from 'shared-ui/domain';
import { publicReadsStub, renderPage } from 'shared-ui/jest/page-harness';
import { loadHomeData } from '../home-data';
import { ReviewsSection } from '../reviews-section';

const feedback = (id: number): Feedback => ({ id, name: `Meno ${id}`, comment: `Komentár ${id}`, workshop: null, rating: 5, createdAt: '2026-02-01T10:00:00.000Z' });
const homeReviews = { default: ReviewsSection, loadPageData: loadHomeData };

describe('Home reviews section', () => {
  it('shows the first 6 reviews of the list', async () => {
    await renderPage(homeReviews, { reads: publicReadsStub({ meetings: async () => [], approvedFeedback: async () => [1, 2, 3, 4, 5, 6, 7, 8].map(feedback) }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Hodnotenia účastníkov' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('Komentár 6')).toBeInTheDocument();
    expect(screen.queryByText('Komentár 7')).not.toBeInTheDocument();
  });

  it('leads to the feedback page next to the reviews', async () => {
    await renderPage(homeReviews, { reads: publicReadsStub({ meetings: async () => [], approvedFeedback: async () => [1, 2].map(feedback) }) });
    expect(await screen.findByRole('link', { name: 'Pridaj svoje hodnotenie' })).toHaveAttribute('href', '/hodnotenie');
  });

  it('shows no review cards but still the way to the feedback page when there are no reviews', async () => {
    const reads = publicReadsStub({ meetings: async () => [], approvedFeedback: async () => [] });
    await renderPage(homeReviews, { reads });
    await waitFor(() => expect(screen.queryByText('Načítava sa…')).not.toBeInTheDocument());
    expect(reads.approvedFeedback).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText(/Zatiaľ tu nie sú žiadne hodnotenia/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pridaj svoje hodnotenie' })).toHaveAttribute('href', '/hodnotenie');
  });

  it('logs "Chyba pri načítaní hodnotení" and shows no review cards when loading fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage(homeReviews, { reads: publicReadsStub({ meetings: async () => [], approvedFeedback: () => Promise.reject(new Error('offline')) }) });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Chyba pri načítaní hodnotení', expect.any(Error)));
    await waitFor(() => expect(screen.queryByText('Načítava sa…')).not.toBeInTheDocument());
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    error.mockRestore();
  });
});
