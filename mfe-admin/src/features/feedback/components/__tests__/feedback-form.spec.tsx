import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackForm } from '../feedback-form';

jest.mock('shared-ui/api', () => ({ ...jest.requireActual('shared-ui/api'), api: { addFeedbackAsAdmin: jest.fn() } }));
const { api } = jest.requireMock('shared-ui/api');

/** Typing letter by letter is slow on a busy machine and tests nothing here. */
async function fill(label: RegExp, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

async function choose(label: RegExp, option: string) {
  screen.getByRole('combobox', { name: label }).focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe("the administrator's feedback form", () => {
  // Radix Select opens through pointer and keyboard events: slow when the machine is shared.
  jest.setTimeout(20_000);
  beforeEach(() => api.addFeedbackAsAdmin.mockReset());

  it('asks for a workshop and a rating like a visitor’s form, and sends nothing without them', async () => {
    render(<FeedbackForm onAdded={async () => undefined} />);
    await fill(/^Meno účastníka/, 'Učiteľka Nováková');
    await fill(/^Text hodnotenia/, 'Študenti boli nadšení.');
    await userEvent.click(screen.getByRole('button', { name: 'Pridať hodnotenie' }));
    expect(screen.getAllByText('Toto pole je povinné')).toHaveLength(2);
    // The first invalid field gets focus in the next frame (focusFirstInvalid).
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Workshop/ })).toHaveFocus());
    expect(api.addFeedbackAsAdmin).not.toHaveBeenCalled();
  });

  it('sends the chosen workshop and rating with the name and comment', async () => {
    api.addFeedbackAsAdmin.mockResolvedValue({ id: 1 });
    render(<FeedbackForm onAdded={async () => undefined} />);
    await fill(/^Meno účastníka/, 'Učiteľka Nováková');
    await choose(/^Workshop/, 'Fotografia');
    await choose(/^Celkové hodnotenie/, '4 z 5 – dobré');
    await fill(/^Text hodnotenia/, 'Študenti boli nadšení.');
    await userEvent.click(screen.getByRole('button', { name: 'Pridať hodnotenie' }));
    expect(await screen.findByText('Hodnotenie úspešne pridané!')).toBeInTheDocument();
    expect(api.addFeedbackAsAdmin).toHaveBeenCalledWith({ name: 'Učiteľka Nováková', workshop: 'Fotografia', rating: 4, comment: 'Študenti boli nadšení.' });
  });
});
