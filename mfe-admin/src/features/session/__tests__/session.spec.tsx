import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared-ui/router';
import { MemoryRouter } from 'shared-ui/router/server';
import { setUnauthorizedHandler } from 'shared-ui/api';
import { useUnsavedInputStore } from '../../../hooks/use-unsaved-input';
import { SessionDialogs } from '../components/session-dialogs';
import { useAdminSession } from '../use-admin-session';

jest.mock('shared-ui/api', () => ({
  ...jest.requireActual('shared-ui/api'),
  getAdminToken: () => 'token',
  clearAdminToken: jest.fn(),
  setUnauthorizedHandler: jest.fn(() => () => undefined),
}));

function Panel() {
  const session = useAdminSession();
  return (
    <>
      <button type="button" onClick={session.requestLogout}>logout</button>
      <SessionDialogs session={session} />
    </>
  );
}

function LoginProbe() {
  const location = useLocation();
  return <p>login page: {(location.state as { notice?: string } | null)?.notice}</p>;
}

const renderPanel = () =>
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <Routes>
        <Route path="/admin" element={<Panel />} />
        <Route path="/admin/login" element={<LoginProbe />} />
      </Routes>
    </MemoryRouter>,
  );

const refuseToken = (): void => void act(() => (setUnauthorizedHandler as jest.Mock).mock.calls.at(-1)[0]());

beforeEach(() => useUnsavedInputStore.setState({ dirtyForms: {} }));

describe('admin session', () => {
  it('goes to the login with the expiry notice when nothing is typed', () => {
    renderPanel();
    refuseToken();
    expect(screen.getByText('login page: sessionExpired')).toBeInTheDocument();
  });

  it('asks first when a form holds typed input, and lets the user stay', async () => {
    renderPanel();
    act(() => useUnsavedInputStore.getState().setDirty('feedback-form', true));
    refuseToken();
    expect(screen.getByRole('alertdialog', { name: 'Prihlásenie vypršalo' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zostať a skopírovať údaje' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Prihlásenie vypršalo. Ulož si rozpísané údaje a prihlás sa znova.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prihlásiť sa znova' }));
    expect(screen.getByText('login page: sessionExpired')).toBeInTheDocument();
  });

  it('confirms a logout that would lose typed input', async () => {
    renderPanel();
    act(() => useUnsavedInputStore.getState().setDirty('tool-form', true));
    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Rozpísané údaje' });
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zostať na stránke' }));
    expect(screen.queryByText(/login page/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Odhlásiť sa' }));
    expect(screen.getByText('login page: loggedOut')).toBeInTheDocument();
  });
});
