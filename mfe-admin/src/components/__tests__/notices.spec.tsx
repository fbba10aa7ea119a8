import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTICE_VISIBLE_MS, NOTICE_WITH_ACTION_MS, NoticeProvider, useNotify } from '../notices';

function Saver({ text }: { text: string }) {
  const notify = useNotify();
  return <button onClick={() => notify(text)}>Uložiť</button>;
}

describe('confirmation notices', () => {
  afterEach(() => jest.useRealTimers());

  it('puts the confirmation into a polite live region that exists before it', async () => {
    render(
      <NoticeProvider>
        <Saver text="Album „Tábor“ je vytvorený." />
      </NoticeProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(status).toHaveTextContent('Album „Tábor“ je vytvorený.');
    // Focus stays where the administrator works.
    expect(screen.getByRole('button', { name: 'Uložiť' })).toHaveFocus();
  });

  it('goes away by itself after a while, or at once with its close button', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <NoticeProvider>
        <Saver text="Texty sú uložené." />
      </NoticeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Uložiť' }));
    act(() => jest.advanceTimersByTime(NOTICE_VISIBLE_MS - 100));
    expect(screen.getByRole('status')).toHaveTextContent('Texty sú uložené.');
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Uložiť' }));
    await user.click(screen.getByRole('button', { name: 'Zavrieť' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

function Deleter({ onUndo }: { onUndo: () => void }) {
  const notify = useNotify();
  return <button onClick={() => notify('Fotografia „Les“ je vymazaná.', { label: 'Späť', run: onUndo })}>Vymazať</button>;
}

describe('a notice with Undo', () => {
  afterEach(() => jest.useRealTimers());

  it('offers its action for at least ten seconds, runs it once and closes', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onUndo = jest.fn();
    render(
      <NoticeProvider>
        <Deleter onUndo={onUndo} />
      </NoticeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Vymazať' }));
    expect(NOTICE_WITH_ACTION_MS).toBeGreaterThanOrEqual(10_000);
    act(() => jest.advanceTimersByTime(9_900));
    await user.click(screen.getByRole('button', { name: 'Späť' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Späť' })).toBeNull();
  });
});
