import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-ui/api';
import { renderWithRouter } from '../../../test/render';
import { ContactForm } from '../contact-form';

jest.mock('shared-ui/api', () => ({ ...jest.requireActual('shared-ui/api'), api: { sendContact: jest.fn() } }));
const sendContact = api.sendContact as jest.Mock;

async function fill(user: ReturnType<typeof userEvent.setup>, phone = '') {
  await user.type(screen.getByLabelText(/^Meno/), 'Peter');
  await user.type(screen.getByLabelText(/^Email/), 'peter@example.sk');
  if (phone) await user.type(screen.getByLabelText(/Telefón/), phone);
  await user.selectOptions(screen.getByRole('combobox', { name: /Predmet správy/ }), 'Prihlásenie do workshopu');
  await user.type(screen.getByLabelText(/^Správa/), 'Chcem sa prihlásiť na fotografiu.');
}

async function send(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Odoslať správu' }));
}

describe('ContactForm', () => {
  beforeEach(() => sendContact.mockReset());

  it('offers the five subjects of spec 9 and the photo removal.4', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ContactForm />);
    const subject = screen.getByRole('combobox', { name: /Predmet správy/ });
    // A native select: it works before any script; its first, empty choice asks to choose.
    expect(subject.tagName).toBe('SELECT');
    const [placeholder, ...options] = within(subject).getAllByRole<HTMLOptionElement>('option');
    expect(placeholder).toHaveValue('');
    expect(placeholder).toBeDisabled();
    await user.selectOptions(subject, 'Iné');
    expect(subject).toHaveDisplayValue('Iné');
    expect(options.map((option) => option.textContent)).toEqual([
      'Informácie o projekte',
      'Prihlásenie do workshopu',
      'Spolupráca',
      'Mediálny dopyt',
      'Odstránenie fotografie',
      'Iné',
    ]);
  });

  it('requires every field but the phone', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Odoslať správu' }));
    for (const message of ['Napíš svoje meno', 'Zadaj platnú e-mailovú adresu', 'Vyber predmet správy', 'Napíš nám správu']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Telefón/)).not.toHaveAttribute('aria-invalid');
    expect(sendContact).not.toHaveBeenCalled();
  });

  it('sends the message with the optional phone, confirms, clears and hides the confirmation after 5 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    sendContact.mockResolvedValue({});
    renderWithRouter(<ContactForm />);
    await fill(user, '+421 900 123 456');
    await send(user);
    expect(sendContact).toHaveBeenCalledWith({
      name: 'Peter',
      email: 'peter@example.sk',
      phone: '+421 900 123 456',
      subject: 'Prihlásenie do workshopu',
      message: 'Chcem sa prihlásiť na fotografiu.',
      website: '',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Správa bola úspešne odoslaná! Ozveme sa ti čo najskôr.');
    expect(screen.getByLabelText(/^Meno/)).toHaveValue('');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText(/Správa bola úspešne odoslaná/)).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('keeps the typed message when sending fails', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    sendContact.mockRejectedValue(new Error('offline'));
    renderWithRouter(<ContactForm />);
    await fill(user);
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nastala chyba pri odosielaní správy.');
    expect(screen.getByLabelText(/^Správa/)).toHaveValue('Chcem sa prihlásiť na fotografiu.');
    expect(sendContact.mock.calls[0][0].phone).toBeNull();
    jest.useRealTimers();
  });
});

describe('ContactForm in the server’s HTML', () => {
  it('can be sent without JavaScript: a form posted to the API with every field named, its button enabled', async () => {
    const { renderToString } = await import('react-dom/server');
    const { MemoryRouter } = await import('shared-ui/router/server');
    const html = renderToString(
      <MemoryRouter>
        <ContactForm />
      </MemoryRouter>,
    );
    expect(html).not.toContain('Formulár sa odosiela cez JavaScript');
    expect(html).toMatch(/<form class="pub-contact-form"[^>]* action="\/api\/contact\/form" method="post"/);
    for (const field of ['name', 'email', 'phone', 'subject', 'message', 'language', 'website']) expect(html).toContain(`name="${field}"`);
    expect(html).not.toContain('name="galleryItemId"');
    expect(html).not.toContain('autofocus');
    expect(html).toMatch(/<button[^>]*type="submit"/);
    expect(html).not.toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('is ready at once when rendered in the browser, without the notice', () => {
    renderWithRouter(<ContactForm />);
    expect(screen.getByRole('button', { name: 'Odoslať správu' })).toBeEnabled();
    expect(screen.queryByText(/Formulár sa odosiela cez JavaScript/)).not.toBeInTheDocument();
  });
});

describe('ContactForm opened from a photo', () => {
  const photo = { id: 12, albumId: 3, title: 'Tabuľa', album: 'Tábor 2025', address: '/galeria/3?foto=12' };
  const reference = 'Prosím o odstránenie fotografie „Tabuľa“ z albumu „Tábor 2025“ (fotografia č. 12):\n/galeria/3?foto=12\nDôvod: ';

  beforeEach(() => sendContact.mockReset());

  it('starts with the subject, the photo named and its reference sent with the message; the emptied form is unrelated', async () => {
    const user = userEvent.setup();
    sendContact.mockResolvedValue({});
    renderWithRouter(<ContactForm photo={photo} />);
    expect(screen.getByRole('note')).toHaveTextContent('Žiadosť o odstránenie fotografie „Tabuľa“ z albumu „Tábor 2025“ sa začala.');
    // The first field the visitor must fill has the focus: the request goes on where it landed.
    expect(screen.getByLabelText(/^Meno/)).toHaveFocus();
    expect(screen.getByRole('combobox', { name: /Predmet správy/ })).toHaveDisplayValue('Odstránenie fotografie');
    expect(screen.getByLabelText(/^Správa/)).toHaveValue(reference);
    await user.type(screen.getByLabelText(/^Meno/), 'Rodič');
    await user.type(screen.getByLabelText(/^Email/), 'rodic@example.sk');
    await user.type(screen.getByLabelText(/^Správa/), 'Je na nej moje dieťa.');
    await send(user);
    expect(sendContact).toHaveBeenCalledWith({
      name: 'Rodič',
      email: 'rodic@example.sk',
      phone: null,
      subject: 'Odstránenie fotografie',
      message: `${reference}Je na nej moje dieťa.`,
      galleryItemId: 12,
      website: '',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Správa bola úspešne odoslaná!');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Správa/)).toHaveValue('');
  });

  it('is filled in in the server’s HTML, so the link works without JavaScript', async () => {
    const { renderToString } = await import('react-dom/server');
    const { MemoryRouter } = await import('shared-ui/router/server');
    const html = renderToString(
      <MemoryRouter>
        <ContactForm photo={photo} />
      </MemoryRouter>,
    );
    expect(html).toContain('Prosím o odstránenie fotografie „Tabuľa“ z albumu „Tábor 2025“ (fotografia č. 12):\n/galeria/3?foto=12\nDôvod: ');
    expect(html).toContain('Žiadosť o odstránenie fotografie „Tabuľa“');
    // It posts itself without JavaScript, with the photo named, and lands with the name field focused.
    expect(html).toMatch(/<form class="pub-contact-form"[^>]* action="\/api\/contact\/form" method="post"/);
    expect(html).toContain('<input type="hidden" name="galleryItemId" value="12"/>');
    expect(html).toMatch(/<input[^>]*id="pub-contact-name"[^>]*autofocus=""/);
  });
});

