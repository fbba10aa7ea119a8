import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_SITE_DETAILS } from 'shared-ui/jest/site-content';
import { SiteContentProvider } from 'shared-ui/page-data';
import { useLocaleStore } from 'shared-ui/stores/locale-store';
import { useThemeStore } from 'shared-ui/stores/theme-store';
import { testRouter } from '../../../test/test-router';
import { AppBar } from '../app-bar';

function renderAppBar(width = 1024) {
  window.innerWidth = width;
  const { element, router } = testRouter('/', <AppBar />);
  render(
    <SiteContentProvider content={TEST_SITE_DETAILS}>
      {element}
    </SiteContentProvider>,
  );
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
    // The bar's own menu (the drawer, a closed popover in a browser, lists it again).
    const [nav] = screen.getAllByRole('navigation', { name: 'Hlavné menu' });
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
    expect(screen.getAllByRole('navigation', { name: 'Hlavné menu' })[0]).toHaveClass('sh-nav');
    expect(screen.getByRole('button', { name: 'Otvoriť menu' })).toHaveClass('sh-app-bar__menu-button');
  });

  it('switches at the large breakpoint (1200 px, spec 9) measured in rem, so 150 % text moves it to 1800 px (spec 2.4, 2.7)', () => {
    const css = readFileSync(join(__dirname, '..', 'app-bar.css'), 'utf8');
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

  it('has the drawer in its HTML, opened by the menu button itself (a popover)', () => {
    renderAppBar();
    const button = screen.getByRole('button', { name: 'Otvoriť menu' });
    const drawer = document.getElementById(button.getAttribute('popovertarget') ?? '');
    expect(drawer).toHaveAttribute('popover', 'auto');
    expect(drawer).toHaveAttribute('role', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Languages are links to this page in each language, which work without a script.
    const links = within(drawer as HTMLElement).getAllByRole('link', { hidden: true });
    expect(links.filter((link) => link.hasAttribute('hreflang')).map((link) => link.getAttribute('href'))).toEqual(['/?lang=sk', '/?lang=en']);
  });

  it('follows the drawer opening and closing, and a language or an item chosen in it happens without a reload', async () => {
    const router = renderAppBar();
    const button = screen.getByRole('button', { name: 'Otvoriť menu' });
    const drawer = document.getElementById(button.getAttribute('popovertarget') ?? '') as HTMLElement;
    // jsdom has no popover: the browser's toggle event is what the drawer listens to.
    const hidePopover = jest.fn();
    Object.assign(drawer, { hidePopover, matches: (selector: string) => selector === ':popover-open' || Element.prototype.matches.call(drawer, selector) });
    act(() => {
      drawer.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }));
    });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(drawer).getByRole('link', { name: /EN/, hidden: true }));
    expect(useLocaleStore.getState().locale).toBe('en');
    expect(router.state.location.pathname).toBe('/');
    expect(hidePopover).toHaveBeenCalledTimes(1);
    act(() => useLocaleStore.getState().setLocale('sk'));
    await userEvent.click(within(drawer).getByRole('link', { name: /Kontakt/, hidden: true }));
    expect(router.state.location.pathname).toBe('/kontakt');
    expect(hidePopover).toHaveBeenCalledTimes(2);
    act(() => {
      drawer.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'closed' }));
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches the language with a link to this page in the other language, in place once hydrated', async () => {
    const router = renderAppBar();
    const toEnglish = screen.getByRole('link', { name: 'EN – prepnúť jazyk na English' });
    expect(toEnglish).toHaveAttribute('href', '/?lang=en');
    expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await userEvent.click(toEnglish);
    expect(useLocaleStore.getState().locale).toBe('en');
    expect(router.state.location.pathname).toBe('/');
    act(() => useLocaleStore.getState().setLocale('sk'));
  });
});
