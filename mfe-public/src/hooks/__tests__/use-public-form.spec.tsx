// The submission both public forms share (use-public-form.ts), on a small form of its
// own: a text field, a native select and a radio group, as the contact and feedback forms have.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ApiError } from 'shared-ui/api';
import { asText, usePublicForm } from '../use-public-form';

interface Values {
  name: string;
  color: string;
  size: number | null;
}
type Field = keyof Values;
const EMPTY: Values = { name: '', color: '', size: null };
const validate = (values: Values) => ({
  ...(values.name.trim() ? {} : { name: 'nameError' }),
  ...(values.color ? {} : { color: 'colorError' }),
  ...(values.size ? {} : { size: 'sizeError' }),
});
const fieldId = (field: Field) => `form-${field}`;

function TestForm({ send, onSent }: { send: (values: Values, trap: { website: string }) => Promise<unknown>; onSent?: () => void }) {
  const form = usePublicForm<Values, Field>({
    initial: EMPTY,
    empty: EMPTY,
    validate,
    fieldOrder: ['name', 'color', 'size'],
    fieldId,
    early: { name: asText, color: asText, size: (entry) => Number(entry) },
  });
  const { values, set, errors } = form;
  return (
    <form onSubmit={form.onSubmit((_api, values, trap) => send(values, trap), onSent)} noValidate>
      <label htmlFor={fieldId('name')}>Meno</label>
      <input id={fieldId('name')} value={values.name} onChange={(event) => set('name', event.target.value)} aria-invalid={errors.name ? true : undefined} />
      <label htmlFor={fieldId('color')}>Farba</label>
      <select id={fieldId('color')} value={values.color} onChange={(event) => set('color', event.target.value)} aria-invalid={errors.color ? true : undefined}>
        <option value="">Vyber</option>
        <option value="red">Červená</option>
        <option value="blue">Modrá</option>
      </select>
      <fieldset id={fieldId('size')}>
        <legend>Veľkosť</legend>
        {[1, 2, 3].map((size) => (
          <label key={size}>
            <input type="radio" name="size" value={size} checked={values.size === size} onChange={() => set('size', size)} />
            {size}
          </label>
        ))}
      </fieldset>
      <input ref={form.honeypotRef} name="website" defaultValue="" hidden />
      <button type="submit" {...form.submitReadiness()}>
        Odoslať
      </button>
      <output>{form.status}</output>
      <span data-testid="retry">{form.retryAfterSeconds ?? ''}</span>
    </form>
  );
}

describe('usePublicForm', () => {
  it('shows every error on a send with wrong fields, focuses the first one (a group’s first control) and sends nothing', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    render(<TestForm send={send} />);
    await user.type(screen.getByLabelText('Meno'), 'Ema');
    await user.selectOptions(screen.getByLabelText('Farba'), 'red');
    await user.click(screen.getByRole('button', { name: 'Odoslať' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '1' })).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Farba'), '');
    await user.click(screen.getByRole('button', { name: 'Odoslať' }));
    expect(screen.getByLabelText('Farba')).toHaveFocus();
    expect(screen.getByLabelText('Farba')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Meno')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the values with the spam trap, empties the form on success and calls onSent', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockResolvedValue({});
    const onSent = jest.fn();
    render(<TestForm send={send} onSent={onSent} />);
    await user.type(screen.getByLabelText('Meno'), 'Ema');
    await user.selectOptions(screen.getByLabelText('Farba'), 'blue');
    await user.click(screen.getByRole('radio', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Odoslať' }));
    expect(send).toHaveBeenCalledWith({ name: 'Ema', color: 'blue', size: 3 }, { website: '' });
    expect(await screen.findByText('success')).toBeInTheDocument();
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Meno')).toHaveValue('');
    expect(screen.getByLabelText('Farba')).toHaveValue('');
  });

  it('keeps the values on a refusal and says when to try again after 429', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockRejectedValue(new ApiError(429, { statusCode: 429, message: 'Too many', error: 'Too Many Requests', retryAfterSeconds: 30 }));
    render(<TestForm send={send} />);
    await user.type(screen.getByLabelText('Meno'), 'Ema');
    await user.selectOptions(screen.getByLabelText('Farba'), 'red');
    await user.click(screen.getByRole('radio', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Odoslať' }));
    expect(await screen.findByText('error')).toBeInTheDocument();
    expect(screen.getByTestId('retry')).toHaveTextContent('30');
    expect(screen.getByLabelText('Meno')).toHaveValue('Ema');
    expect(screen.getByLabelText('Farba')).toHaveValue('red');
  });

  it('adopts what was entered into the server’s HTML before hydration: text, a select’s choice, a checked radio', async () => {
    const send = jest.fn().mockResolvedValue({});
    const ui = <TestForm send={send} />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    // The server's form: waiting for hydration; the visitor fills it in.
    expect(container.querySelector('button')).toHaveAttribute('data-boot-submit', 'waiting');
    (container.querySelector('#form-name') as HTMLInputElement).value = 'Skorá';
    (container.querySelector('#form-color') as HTMLSelectElement).value = 'blue';
    (container.querySelector('input[value="2"]') as HTMLInputElement).checked = true;

    await act(async () => {
      render(ui, { container, hydrate: true });
    });
    const button = screen.getByRole('button', { name: 'Odoslať' });
    expect(button).toHaveAttribute('data-boot-submit', 'ready');
    // A re-render after hydration (typing elsewhere) would put the state back into the fields: they hold the entries.
    await userEvent.type(screen.getByLabelText('Meno'), '!');
    expect(screen.getByLabelText('Farba')).toHaveValue('blue');
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
    await userEvent.click(button);
    expect(send).toHaveBeenCalledWith({ name: 'Skorá!', color: 'blue', size: 2 }, { website: '' });
  });
});
