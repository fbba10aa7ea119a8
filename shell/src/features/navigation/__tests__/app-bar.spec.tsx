import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LAYOUT } from 'shared-ui/domain';
import { useLocaleStore } from 'shared-ui/stores/locale-store';
import { useThemeStore } from 'shared-ui/stores/theme-store';
import { AppBar } from '../app-bar';

function renderAppBar(width = 1024) {
  window.innerWidth = width;
  const router = createMemoryRouter([{ path: '*', element: <AppBar /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  useThemeStore.getState().setDarkMode(false);
  useLocaleStore.setState({ locale: 'sk' });
});

describe('app bar (spec 2.4)', () => {
  it('lists the menu in spec order', () => {
    renderAppBar(1366);
    const nav = screen.getByRole('navigation', { name: 'Hlavné menu' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Domov',
      'O projekte',
      'Workshopy',
      'Materiály',
      'Galéria',
      'Interaktívne nástroje',
      'Kontakt',
    ]);
  });

  it('puts both the menu and the hamburger in the page, for CSS to show one at any width (server HTML has no width)', () => {
    renderAppBar();
    expect(screen.getByRole('navigation', { name: 'Hlavné menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Otvoriť menu' })).toHaveClass('sh-app-bar__menu-button');
  });

  it('switches at the large breakpoint measured in rem, so 150 % text moves it to 1800 px (spec 2.4, 2.7)', () => {
    const css = readFileSync(join(__dirname, '..', 'app-bar.css'), 'utf8');
    expect(LAYOUT.largeBreakpoint / 16).toBe(75);
    // A container query's rem follows the root font size the toolbar sets; a media query's would not.
    expect(css).toMatch(/@container sh-app-bar \(min-width: 75rem\) \{[^}]*\.sh-nav \{ display: block;/);
    expect(css).toMatch(/@container sh-app-bar \(min-width: 75rem\) \{[\s\S]*?\.sh-app-bar__menu-button \{ display: none; \}/);
  });

  it('toggles dark mode with a label that says what a press does', async () => {
    renderAppBar();
    await userEvent.click(screen.getByRole('button', { name: 'Prepnúť na tmavý režim' }));
    expect(document.body).toHaveClass('dark-mode');
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(screen.getByRole('button', { name: 'Prepnúť na svetlý režim' })).toBeInTheDocument();
  });

  it('opens the drawer; choosing an item navigates and closes it', async () => {
    const router = renderAppBar();
    await userEvent.click(screen.getByRole('button', { name: 'Otvoriť menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('button', { name: 'Tmavý režim' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: /EN/ }));
    expect(useLocaleStore.getState().locale).toBe('en');
    expect(within(drawer).getByRole('button', { name: /EN/ })).toHaveAttribute('aria-pressed', 'true');
    act(() => useLocaleStore.getState().setLocale('sk'));
    await userEvent.click(within(drawer).getByRole('link', { name: /Kontakt/ }));
    expect(router.state.location.pathname).toBe('/kontakt');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers SK Slovenčina and EN English in the language menu', async () => {
    renderAppBar();
    await userEvent.click(screen.getByRole('button', { name: 'SK – zmeniť jazyk, aktuálne: Slovenčina' }));
    const items = (await screen.findAllByRole('menuitemradio')).map((item) => item.textContent);
    expect(items).toEqual(['SKSlovenčina', 'ENEnglish']);
  });

  it('opens the language menu from the keyboard on the first press and gives the focus back', async () => {
    renderAppBar();
    await userEvent.tab();
    while (!screen.getByRole('button', { name: 'SK – zmeniť jazyk, aktuálne: Slovenčina' }).matches(':focus')) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /English/ }));
    expect(useLocaleStore.getState().locale).toBe('en');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /zmeniť jazyk|change language/ })).toHaveFocus();
    act(() => useLocaleStore.getState().setLocale('sk'));
  });
});
