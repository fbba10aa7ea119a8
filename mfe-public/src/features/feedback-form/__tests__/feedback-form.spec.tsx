import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from 'shared-ui/api';
import { renderWithRouter } from '../../../test/render';
import { FeedbackForm } from '../feedback-form';
import { EMPTY_FEEDBACK, validateFeedback } from '../feedback-validation';

jest.mock('shared-ui/api', () => ({ ...jest.requireActual('shared-ui/api'), api: { submitFeedback: jest.fn() } }));
const submitFeedback = api.submitFeedback as jest.Mock;

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Tvoje meno/), 'Lucia');
  await user.selectOptions(screen.getByRole('combobox', { name: /Workshop/ }), 'Fotografia');
  await user.click(screen.getByRole('radio', { name: '4 z 5 – veľmi dobré' }));
  await user.type(screen.getByLabelText(/Tvoj komentár/), 'Výborné svetlo a ľudia.');
}

async function send(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Odoslať hodnotenie' }));
}

describe('FeedbackForm', () => {
  beforeEach(() => submitFeedback.mockReset());

  it('warns below 10 characters with a live counter, and the send button stays usable', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FeedbackForm />);
    const comment = screen.getByLabelText(/Tvoj komentár/);
    const button = screen.getByRole('button', { name: 'Odoslať hodnotenie' });
    expect(comment).toHaveAttribute('rows', '6');
    expect(comment).toHaveAttribute('maxLength', '500');
    expect(button).toBeEnabled();

    await user.type(comment, '123456789');
    // The spec's text keeps its ⚠️, drawn as an icon (no emoji font needed).
    const warning = screen.getByText('Komentár musí mať aspoň 10 znakov');
    expect(warning).toHaveTextContent('⚠️ Komentár musí mať aspoň 10 znakov');
    expect(warning.querySelector('svg.ui-symbol-text__icon')).not.toBeNull();
    expect(screen.getByText('9 / 500 znakov')).toBeInTheDocument();
    expect(button).toBeEnabled();

    await user.type(comment, '0');
    expect(screen.queryByText('Komentár musí mať aspoň 10 znakov')).not.toBeInTheDocument();
    expect(screen.getByText('10 / 500 znakov')).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('pressing send on an empty form shows every error, focuses the first field and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FeedbackForm />);
    await send(user);
    expect(screen.getByText('Napíš svoje meno')).toBeInTheDocument();
    expect(screen.getByText('Vyber hodnotenie od 1 do 5 hviezdičiek')).toBeInTheDocument();
    expect(screen.getByText('Komentár musí mať aspoň 10 znakov')).toBeInTheDocument();
    expect(screen.getByLabelText(/Tvoje meno/)).toHaveFocus();
    expect(submitFeedback).not.toHaveBeenCalled();
  });

  it('announces the missing fields and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FeedbackForm />);
    await user.type(screen.getByLabelText(/Tvoj komentár/), 'Dosť dlhý komentár');
    await user.click(screen.getByRole('button', { name: 'Odoslať hodnotenie' }));
    expect(screen.getByText('Napíš svoje meno')).toBeInTheDocument();
    expect(screen.getByText('Vyber, ktorého workshopu sa hodnotenie týka')).toBeInTheDocument();
    expect(screen.getByText('Vyber hodnotenie od 1 do 5 hviezdičiek')).toBeInTheDocument();
    expect(screen.getByLabelText(/Tvoje meno/)).toHaveFocus();
    expect(submitFeedback).not.toHaveBeenCalled();
  });

  it('sends reading B with the spam trap fields, thanks the visitor, clears the form and hides the message after 5 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    submitFeedback.mockResolvedValue({});
    renderWithRouter(<FeedbackForm />);
    await fillValidForm(user);
    await send(user);

    expect(submitFeedback).toHaveBeenCalledWith({
      name: 'Lucia',
      email: null,
      workshop: 'Fotografia',
      rating: 4,
      comment: 'Výborné svetlo a ľudia.',
      website: '',
    });
    const message = await screen.findByText('Ďakujeme za tvoje hodnotenie! Po schválení administrátorom sa zobrazí na hlavnej stránke.');
    expect(message).toHaveTextContent('✅ Ďakujeme za tvoje hodnotenie!');
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByLabelText(/Tvoje meno/)).toHaveValue('');
    expect(screen.getByLabelText(/Tvoj komentár/)).toHaveValue('');

    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText(/Ďakujeme za tvoje hodnotenie/)).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('keeps what was typed and shows the failure message when sending fails', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    submitFeedback.mockRejectedValue(new Error('500'));
    renderWithRouter(<FeedbackForm />);
    await fillValidForm(user);
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Nastala chyba pri odosielaní. Skús to prosím neskôr.');
    expect(screen.getByLabelText(/Tvoje meno/)).toHaveValue('Lucia');
    expect(screen.getByLabelText(/Tvoj komentár/)).toHaveValue('Výborné svetlo a ľudia.');
    await user.click(screen.getByRole('button', { name: 'Zavrieť' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    jest.useRealTimers();
  });

  it('says when to try again after too many submissions from the network, keeping what was typed', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    submitFeedback.mockRejectedValue(new ApiError(429, { statusCode: 429, error: 'Too Many Requests', message: 'x', retryAfterSeconds: 25 }));
    renderWithRouter(<FeedbackForm />);
    await fillValidForm(user);
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Skús to znova o minútu – tvoj text zostal vo formulári.');
    expect(screen.getByLabelText(/Tvoj komentár/)).toHaveValue('Výborné svetlo a ľudia.');
    jest.useRealTimers();
  });
});

describe('validateFeedback', () => {
  const valid = { ...EMPTY_FEEDBACK, name: 'A', workshop: 'Marketing' as const, rating: 5, comment: '0123456789' };
  it('accepts an empty e-mail but not a malformed one', () => {
    expect(validateFeedback(valid)).toEqual({});
    expect(validateFeedback({ ...valid, email: 'nie-je-email' })).toEqual({ email: 'emailError' });
  });
  it('bounds the comment to 10–500 characters', () => {
    expect(validateFeedback({ ...valid, comment: '   12345678  ' })).toEqual({ comment: 'commentTooShort' });
    expect(validateFeedback({ ...valid, comment: 'x'.repeat(501) })).toEqual({ comment: 'commentTooShort' });
    expect(validateFeedback({ ...valid, comment: 'x'.repeat(500) })).toEqual({});
  });
});
