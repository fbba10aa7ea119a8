import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_SITE_DETAILS } from 'shared-ui/jest/site-content';
import { useSiteContent } from 'shared-ui/page-data';
import { SiteContentRoot } from '../site-content-root';

jest.mock('shared-ui/api', () => ({ fetchSiteContent: jest.fn() }));
const { fetchSiteContent } = jest.requireMock<{ fetchSiteContent: jest.Mock }>('shared-ui/api');

function Phone() {
  return <p>{useSiteContent().phone}</p>;
}

describe('the site details of a client-rendered page', () => {
  it('renders the frame with the details it was given', () => {
    render(<SiteContentRoot initial={TEST_SITE_DETAILS}><Phone /></SiteContentRoot>);
    expect(screen.getByText('+421 48 555 0177')).toBeInTheDocument();
  });

  it('shows no made-up details when they could not be loaded, and the frame once a new try succeeds', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchSiteContent.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(TEST_SITE_DETAILS);
    render(<SiteContentRoot initial={null}><Phone /></SiteContentRoot>);
    expect(screen.getByRole('alert')).toHaveTextContent('Stránku sa teraz nepodarilo zobraziť');
    await userEvent.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(await screen.findByRole('button', { name: 'Skúsiť znova' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(await screen.findByText('+421 48 555 0177')).toBeInTheDocument();
    expect(fetchSiteContent).toHaveBeenCalledTimes(2);
  });
});
