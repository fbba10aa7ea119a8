import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAccessibilityStore } from 'shared-ui/stores/accessibility-store';
import { useLocaleStore } from 'shared-ui/stores/locale-store';
import { AccessibilityToolbar } from '../accessibility-toolbar';

beforeEach(() => {
  localStorage.clear();
  useAccessibilityStore.setState({ fontSize: 100, highContrast: false, voiceReaderMode: false, selectedVoice: null });
  document.body.className = '';
});

const pressAltA = () => act(() => void fireEvent.keyDown(window, { key: 'a', code: 'KeyA', altKey: true }));
/** The panel is loaded on the first open, so it appears a moment after the key press. */
const openWithAltA = async () => {
  pressAltA();
  return screen.findByRole('dialog', { name: 'Prístupnosť' });
};

describe('accessibility toolbar (spec 2.7)', () => {
  it('Alt+A toggles the "Prístupnosť" panel and Esc closes it', async () => {
    render(<AccessibilityToolbar />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await openWithAltA()).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    pressAltA();
    pressAltA();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('returns the focus to the floating button when the panel closes by Esc', async () => {
    render(<AccessibilityToolbar />);
    const fab = screen.getByRole('button', { name: 'Otvoriť panel prístupnosti (Alt+A)' });
    await userEvent.click(fab);
    expect(await screen.findByRole('dialog', { name: 'Prístupnosť' })).toBeInTheDocument();
    expect(fab).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(fab).toHaveFocus();
    expect(fab).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the floating button and closes with its close button', async () => {
    render(<AccessibilityToolbar />);
    await userEvent.click(screen.getByRole('button', { name: 'Otvoriť panel prístupnosti (Alt+A)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Zavrieť panel prístupnosti' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('scales the font in steps of 10 with disabled bounds and a reset', async () => {
    render(<AccessibilityToolbar />);
    await openWithAltA();
    const increase = screen.getByRole('button', { name: 'Zväčšiť písmo' });
    for (let i = 0; i < 5; i++) await userEvent.click(increase);
    expect(screen.getByText('150 %')).toBeInTheDocument();
    expect(increase).toBeDisabled();
    expect(document.documentElement.style.fontSize).toBe('150%');
    await userEvent.click(screen.getByRole('button', { name: 'Reset: obnoviť predvolenú veľkosť písma' }));
    const decrease = screen.getByRole('button', { name: 'Zmenšiť písmo' });
    await userEvent.click(decrease);
    await userEvent.click(decrease);
    expect(screen.getByText('80 %')).toBeInTheDocument();
    expect(decrease).toBeDisabled();
  });

  it('switches high contrast and the language', async () => {
    render(<AccessibilityToolbar />);
    await openWithAltA();
    await userEvent.click(screen.getByRole('switch', { name: 'Vysoký kontrast' }));
    expect(document.body).toHaveClass('high-contrast');
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(useLocaleStore.getState().locale).toBe('en');
    act(() => useLocaleStore.getState().setLocale('sk'));
  });

  it('shows the voice hint when the reader is on, even without speech in the browser', async () => {
    render(<AccessibilityToolbar />);
    await openWithAltA();
    await userEvent.click(screen.getByRole('switch', { name: 'Čítanie nahlas' }));
    expect(useAccessibilityStore.getState().voiceReaderMode).toBe(true);
    expect(screen.getByText('Pohybom myši nad textom alebo kliknutím na prvky sa budú čítať nahlas.')).toBeInTheDocument();
  });

  it('lists the keyboard shortcuts on request', async () => {
    render(<AccessibilityToolbar />);
    await openWithAltA();
    await userEvent.click(screen.getByRole('button', { name: 'Klávesové skratky' }));
    for (const text of ['Ďalší prvok', 'Predchádzajúci prvok', 'Aktivovať prvok', 'Zavrieť dialógy', 'Otvoriť tento panel']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });
});
