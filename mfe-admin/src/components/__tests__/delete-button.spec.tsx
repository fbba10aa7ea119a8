import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteButton } from '../delete-button';
import { NoticeProvider } from '../notices';

describe('delete button', () => {
  it('asks in an alert dialog with the album item count before deleting', async () => {
    const onDelete = jest.fn(async () => true);
    render(<DeleteButton kind="album" itemName="Tábor" albumItemCount={12} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: /^Vymazať\W+Tábor$/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Potvrdiť vymazanie' });
    expect(dialog).toHaveTextContent('Naozaj chceš vymazať tento album? Vymaže sa aj 12 fotiek v ňom!');
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Vymazať' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });

  it('names and shows what the question is about', async () => {
    render(<DeleteButton kind="photo" itemName="Skupinová fotka" preview="/uploads/images/a.jpg" onDelete={async () => true} />);
    await userEvent.click(screen.getByRole('button', { name: /^Vymazať\W+Skupinová fotka$/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Potvrdiť vymazanie' });
    expect(dialog).toHaveTextContent('Naozaj chceš vymazať túto fotografiu?„Skupinová fotka“');
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/uploads/images/a.jpg');
  });

  it('confirms a delete that worked, and only that one', async () => {
    const outcomes = [false, true];
    render(
      <NoticeProvider>
        <DeleteButton kind="message" itemName="Jana" onDelete={async () => outcomes.shift() ?? true} />
      </NoticeProvider>,
    );
    const status = screen.getByRole('status');
    await userEvent.click(screen.getByRole('button', { name: /^Vymazať\W+Jana$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Vymazať' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: /^Vymazať\W+Jana$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Vymazať' }));
    await waitFor(() => expect(status).toHaveTextContent('Správa od Jana je vymazaná.'));
  });

  it('does nothing when the question is cancelled', async () => {
    const onDelete = jest.fn(async () => true);
    render(<DeleteButton kind="message" itemName="Jana" onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: /^Vymazať\W+Jana$/ }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Naozaj chceš vymazať túto správu?');
    await userEvent.click(screen.getByRole('button', { name: 'Zrušiť' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
  });
});
