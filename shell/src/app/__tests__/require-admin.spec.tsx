import { render, screen } from '@testing-library/react';
import { Route, Routes } from 'shared-ui/router';
import { MemoryRouter } from 'shared-ui/router/server';
import { RequireAdmin } from '../require-admin';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/login" element={<p>Prihlásenie</p>} />
        <Route path="/admin" element={<RequireAdmin><p>Panel</p></RequireAdmin>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => localStorage.clear());

describe('admin guard (spec 2.2)', () => {
  it('sends a visitor without adminToken to /admin/login', () => {
    renderAt('/admin');
    expect(screen.getByText('Prihlásenie')).toBeInTheDocument();
    expect(screen.queryByText('Panel')).not.toBeInTheDocument();
  });

  it('opens the panel when a token is stored', () => {
    localStorage.setItem('adminToken', 'token');
    renderAt('/admin');
    expect(screen.getByText('Panel')).toBeInTheDocument();
  });
});
