import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { Dialog } from '../dialog';

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Otvoriť</button>
      <Dialog open={open} onOpenChange={setOpen} title="Upraviť album" footer={<button>Uložiť zmeny</button>}>
        <p>Obsah</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a named modal dialog and closes with Esc, returning focus to the opener', async () => {
    render(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Otvoriť' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Upraviť album' });
    expect(dialog).toHaveTextContent('Obsah');
    expect(screen.getByRole('button', { name: 'Uložiť zmeny' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its translated × button', async () => {
    render(<DialogHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Otvoriť' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zavrieť' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('confirms only when the confirm button is chosen', async () => {
    const onConfirm = jest.fn();
    const onOpenChange = jest.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Vymazať"
        message="Naozaj chceš vymazať tento materiál?"
        confirmLabel="Vymazať"
        cancelLabel="Zrušiť"
        onConfirm={onConfirm}
        danger
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Vymazať' });
    expect(dialog).toHaveAccessibleDescription('Naozaj chceš vymazať tento materiál?');
    await userEvent.click(screen.getByRole('button', { name: 'Zrušiť' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Vymazať' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
