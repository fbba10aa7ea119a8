import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemotePage } from '../remote-page';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const loadRemoteMock = loadRemote as jest.Mock;

// The page suspends on a promise: rendering inside an awaited act lets React retry when it settles.
const renderPage = (moduleId: string) => act(async () => {
  render(<RemotePage moduleId={moduleId} />);
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  loadRemoteMock.mockReset();
});

describe('RemotePage', () => {
  it('renders the remote page once it has loaded', async () => {
    loadRemoteMock.mockResolvedValue({ default: () => <h1>Workshopy</h1> });
    await renderPage('mfe_public/Workshops');
    expect(await screen.findByRole('heading', { name: 'Workshopy' })).toBeInTheDocument();
  });

  it('shows the translated message when the remote is down, and the retry loads it again', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce({ default: () => <h1>Fotogaléria</h1> });
    await renderPage('mfe_gallery/Gallery');
    expect(await screen.findByRole('heading', { name: 'Túto časť stránky sa nepodarilo načítať' })).toBeInTheDocument();
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Skúsiť znova' })));
    expect(await screen.findByRole('heading', { name: 'Fotogaléria' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('catches a remote page that breaks while rendering', async () => {
    loadRemoteMock.mockResolvedValue({
      default: () => {
        throw new Error('bug in the remote');
      },
    });
    await renderPage('mfe_public/Contact');
    expect(await screen.findByRole('button', { name: 'Skúsiť znova' })).toBeInTheDocument();
  });
});
