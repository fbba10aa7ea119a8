// The spam trap costs a person nothing. The honeypot is out of reach of the keyboard,
// the screen reader and autofill; A fast person's message is sent at once, never held back.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-ui/api';
import { SPAM_TRAP } from 'shared-ui/domain';
import { renderWithRouter } from '../../test/render';
import { ContactForm } from '../../pages/contact/contact-form';

jest.mock('shared-ui/api', () => ({ ...jest.requireActual('shared-ui/api'), api: { sendContact: jest.fn() } }));
const sendContact = api.sendContact as jest.Mock;

async function fillQuickly(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Meno/), 'Eva');
  await user.type(screen.getByLabelText(/^Email/), 'eva@example.sk');
  await user.selectOptions(screen.getByRole('combobox', { name: /Predmet správy/ }), 'Iné');
  await user.type(screen.getByLabelText(/^Správa/), 'Rýchla otázka.');
}

describe('the public forms’ spam trap', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sendContact.mockReset().mockResolvedValue({});
  });
  afterEach(() => jest.useRealTimers());

  it('keeps the honeypot out of the tab order, the accessibility tree and autofill', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { container } = renderWithRouter(<ContactForm />);
    const honeypot = container.querySelector<HTMLInputElement>(`input[name="${SPAM_TRAP.honeypotField}"]`);
    expect(honeypot).not.toBeNull();
    expect(honeypot).not.toBeVisible();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Toto pole nevypĺňaj' })).toBeNull();
    const reached: Element[] = [];
    for (let press = 0; press < 12; press += 1) {
      await user.tab();
      if (document.activeElement) reached.push(document.activeElement);
    }
    expect(reached).not.toContain(honeypot);
    expect(reached.length).toBeGreaterThan(4);
  });

  it('sends what a fast person typed at once, with the empty honeypot and no timing field', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithRouter(<ContactForm />);
    await fillQuickly(user);
    await user.click(screen.getByRole('button', { name: 'Odoslať správu' }));
    expect(sendContact).toHaveBeenCalledTimes(1);
    expect(sendContact.mock.calls[0][0]).toMatchObject({ name: 'Eva', message: 'Rýchla otázka.', website: '' });
    expect(sendContact.mock.calls[0][0]).not.toHaveProperty('fillMs');
    expect(await screen.findByRole('status')).toHaveTextContent('Správa bola úspešne odoslaná!');
  });

  it('sends whatever a script put into the honeypot, even without input events', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { container } = renderWithRouter(<ContactForm />);
    await fillQuickly(user);
    container.querySelector<HTMLInputElement>(`input[name="${SPAM_TRAP.honeypotField}"]`)!.value = 'https://spam.example';
    await user.click(screen.getByRole('button', { name: 'Odoslať správu' }));
    expect(sendContact.mock.calls[0][0].website).toBe('https://spam.example');
  });
});
