import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert } from '../alert';

describe('Alert', () => {
  it('interrupts for errors and waits its turn for success', () => {
    render(
      <>
        <Alert severity="error">Nesprávne prihlasovacie údaje</Alert>
        <Alert severity="success">Materiál úspešne nahraný!</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Chyba: Nesprávne prihlasovacie údaje');
    expect(screen.getByRole('status')).toHaveTextContent('Materiál úspešne nahraný!');
  });

  it('is closable only when onClose is given', async () => {
    const onClose = jest.fn();
    const { rerender } = render(<Alert severity="info">Info</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<Alert severity="info" onClose={onClose}>Info</Alert>);
    await userEvent.click(screen.getByRole('button', { name: 'Zavrieť' }));
    expect(onClose).toHaveBeenCalled();
  });
});
