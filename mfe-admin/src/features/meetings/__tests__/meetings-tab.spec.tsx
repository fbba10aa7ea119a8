import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Meeting } from 'shared-ui/domain';
import { TEST_SITE_DETAILS } from 'shared-ui/jest/site-content';
import { SiteContentProvider } from 'shared-ui/page-data';
import { renderWithQueries } from '../../../lib/__tests__/query-wrapper';
import { MeetingsTab } from '../components/meetings-tab';

jest.mock('shared-ui/api', () => ({
  ...jest.requireActual('shared-ui/api'),
  api: { listMeetings: jest.fn(), createMeetingSeries: jest.fn(), changeMeeting: jest.fn(), deleteMeeting: jest.fn(), announceMeetings: jest.fn() },
}));
const { api } = jest.requireMock('shared-ui/api');

/**
 * The tab inside the site's details, as the admin page has them (its project ends on 30 June 2027),
 * with its list answered by the API mock; waits for the list's first answer.
 */
async function renderTab(meetings: Meeting[], onAnnounced: (mailingId: number) => void = jest.fn()) {
  api.listMeetings.mockResolvedValue(meetings);
  const rendered = renderWithQueries(
    <SiteContentProvider content={TEST_SITE_DETAILS}>
      <MeetingsTab shown onAnnounced={onAnnounced} />
    </SiteContentProvider>,
  );
  await waitFor(() => expect(rendered.client.getQueryState(['meetings'])?.status).toBe('success'));
  return rendered;
}
/** How often the list was asked for after the first answer: each refresh of the tab's data. */
const refreshes = () => api.listMeetings.mock.calls.length - 1;

const meeting = (id: number, date: string, overrides: Partial<Meeting> = {}): Meeting => ({
  id, workshopId: 2, date, startTime: '14:00', endTime: '15:30', place: null, placeEn: null, note: null, noteEn: null,
  state: 'planned', uid: `u${id}`, sequence: 0, startsAt: `${date}T13:00:00.000Z`, endsAt: `${date}T14:30:00.000Z`, updatedAt: '2026-01-01T00:00:00.000Z', ...overrides,
});

async function chooseWorkshop(name: string) {
  screen.getByRole('combobox', { name: /^Workshop/ }).focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(await screen.findByRole('option', { name }));
}

// Whole forms clicked through: on a busy shared machine one test can take more than Jest's 5 s.
jest.setTimeout(20_000);

describe('meetings tab', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.createMeetingSeries.mockReset();
    api.changeMeeting.mockReset();
    api.deleteMeeting.mockReset();
    api.announceMeetings.mockReset();
    api.listMeetings.mockReset();
  });
  afterEach(() => jest.restoreAllMocks());

  it('prefills the count and frequency from the workshop’s rhythm and adds the series, saying how many', async () => {
    api.createMeetingSeries.mockResolvedValue(Array.from({ length: 10 }, (_, index) => meeting(index + 1, '2026-02-03')));
    await renderTab([]);
    await chooseWorkshop('Argumentácia');
    expect(screen.getByRole('spinbutton', { name: /^Počet stretnutí/ })).toHaveValue(10);
    expect(screen.getByRole('combobox', { name: /^Frekvencia/ })).toHaveTextContent('1x za 2 týždne');
    fireEvent.change(screen.getByLabelText(/^Dátum prvého stretnutia/), { target: { value: '2026-02-03' } });
    await userEvent.type(screen.getByRole('textbox', { name: /^Poznámka \(slovensky, nepovinné\)/ }), 'Učebňa 12; vchod z dvora, 2. poschodie');
    await userEvent.click(screen.getByRole('button', { name: 'Pridať sériu stretnutí' }));
    expect(api.createMeetingSeries).toHaveBeenCalledWith({
      workshopId: 2, firstDate: '2026-02-03', startTime: '14:00', endTime: '15:30', count: 10, intervalWeeks: 2, place: null, placeEn: null, note: 'Učebňa 12; vchod z dvora, 2. poschodie', noteEn: null,
    });
    expect(await screen.findByText('Pridaných 10 stretnutí.')).toBeInTheDocument();
    await waitFor(() => expect(refreshes()).toBe(1));
  });

  it('refuses an end before the start and a missing date without sending, and keeps what was typed', async () => {
    await renderTab([]);
    await chooseWorkshop('Marketing');
    fireEvent.change(screen.getByLabelText(/^Koniec/), { target: { value: '13:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Pridať sériu stretnutí' }));
    expect(api.createMeetingSeries).not.toHaveBeenCalled();
    expect(screen.getByText('Koniec musí byť neskôr ako začiatok')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Dátum prvého stretnutia/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('spinbutton', { name: /^Počet stretnutí/ })).toHaveValue(12);
  });

  it('shows the API’s reason when the series is refused', async () => {
    const { ApiError } = jest.requireActual('shared-ui/api');
    api.createMeetingSeries.mockRejectedValue(new ApiError(400, { statusCode: 400, message: ['date must be a date written YYYY-MM-DD'], error: 'Bad Request' }));
    await renderTab([]);
    await chooseWorkshop('Marketing');
    fireEvent.change(screen.getByLabelText(/^Dátum prvého stretnutia/), { target: { value: '2026-02-03' } });
    await userEvent.click(screen.getByRole('button', { name: 'Pridať sériu stretnutí' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Chyba pri pridávaní stretnutí: date must be a date written YYYY-MM-DD');
  });

  it('cancels one meeting from the keyboard, and moves another through its editor', async () => {
    const list = [meeting(1, '2026-02-03'), meeting(2, '2026-02-17', { state: 'cancelled' })];
    api.changeMeeting.mockImplementation(async (id: number, change: Partial<Meeting>) => ({ ...list[id - 1], ...change }));
    await renderTab(list);
    const cancelled = screen.getByText('utorok 17. 2. 2026, 14:00 – 15:30');
    expect(cancelled.tagName).toBe('S');
    expect(within(cancelled.closest('li') as HTMLElement).getByText('Zrušené')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Zrušiť stretnutie utorok 3. 2. 2026, 14:00 – 15:30' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(api.changeMeeting).toHaveBeenCalledWith(1, { state: 'cancelled' });
    expect(await screen.findByText('Stretnutie utorok 3. 2. 2026, 14:00 – 15:30 je zrušené.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Upraviť stretnutie utorok 3. 2. 2026, 14:00 – 15:30' }));
    const editor = screen.getByRole('form', { name: 'Úprava stretnutia utorok 3. 2. 2026, 14:00 – 15:30' });
    fireEvent.change(within(editor).getByLabelText(/^Dátum stretnutia/), { target: { value: '2026-02-05' } });
    await userEvent.click(within(editor).getByRole('button', { name: 'Uložiť zmeny' }));
    expect(api.changeMeeting).toHaveBeenLastCalledWith(1, { date: '2026-02-05', startTime: '14:00', endTime: '15:30', place: null, placeEn: null, note: null, noteEn: null });
    expect(await screen.findByText('Stretnutie štvrtok 5. 2. 2026, 14:00 – 15:30 je uložené.')).toBeInTheDocument();
  });

  it('deletes a meeting only after the shared question, and says so when the delete fails', async () => {
    api.deleteMeeting.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('Network down'));
    await renderTab([meeting(1, '2026-02-03'), meeting(2, '2026-02-17')]);
    await userEvent.click(screen.getByRole('button', { name: /^Vymazať ?: Argumentácia, utorok 3\. 2\. 2026, 14:00 – 15:30$/ }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent('Naozaj chceš vymazať toto stretnutie? Zrušené stretnutie radšej ponechaj, aby sa o zrušení dozvedeli aj kalendáre odberateľov.');
    expect(question).toHaveTextContent('„Argumentácia, utorok 3. 2. 2026, 14:00 – 15:30“');
    await userEvent.click(within(question).getByRole('button', { name: 'Zrušiť' }));
    expect(api.deleteMeeting).not.toHaveBeenCalled();

    api.listMeetings.mockResolvedValue([meeting(2, '2026-02-17')]);
    await userEvent.click(screen.getByRole('button', { name: /^Vymazať ?: Argumentácia, utorok 3\. 2\. 2026, 14:00 – 15:30$/ }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Vymazať' }));
    expect(api.deleteMeeting).toHaveBeenCalledWith(1);
    await waitFor(() => expect(screen.queryByText('utorok 3. 2. 2026, 14:00 – 15:30')).not.toBeInTheDocument());
    expect(refreshes()).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: /^Vymazať ?: Argumentácia, utorok 17\. 2\. 2026, 14:00 – 15:30$/ }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Vymazať' }));
    expect(await screen.findByText('Chyba pri mazaní')).toBeInTheDocument();
    await waitFor(() => expect(refreshes()).toBe(2));
  });

  it('offers to announce the series just added, and hands the draft it made to the newsletter tab', async () => {
    const onAnnounced = jest.fn();
    api.createMeetingSeries.mockResolvedValue([meeting(7, '2027-02-02'), meeting(8, '2027-02-16')]);
    api.announceMeetings.mockResolvedValue({ id: 41 });
    await renderTab([], onAnnounced);
    expect(screen.queryByRole('button', { name: 'Oznámiť termíny odberateľom' })).not.toBeInTheDocument();
    await chooseWorkshop('Argumentácia');
    fireEvent.change(screen.getByLabelText(/^Dátum prvého stretnutia/), { target: { value: '2027-02-02' } });
    await userEvent.click(screen.getByRole('button', { name: 'Pridať sériu stretnutí' }));
    screen.getByRole('button', { name: 'Oznámiť termíny odberateľom' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(api.announceMeetings).toHaveBeenCalledWith([7, 8]);
    expect(onAnnounced).toHaveBeenCalledWith(41);
  });

  it('announces a workshop’s upcoming meetings from the list, leaving out past and cancelled ones, and says why when it fails', async () => {
    const { ApiError } = jest.requireActual('shared-ui/api');
    api.announceMeetings.mockRejectedValue(new ApiError(400, { statusCode: 400, message: ['Every chosen meeting is cancelled'], error: 'Bad Request' }));
    const list = [meeting(1, '2020-02-04'), meeting(2, '2099-02-03'), meeting(3, '2099-02-17', { state: 'cancelled' }), meeting(4, '2099-03-03')];
    await renderTab(list);
    await userEvent.click(screen.getByRole('button', { name: 'Oznámiť termíny odberateľom – Argumentácia' }));
    expect(api.announceMeetings).toHaveBeenCalledWith([2, 4]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Oznámenie sa nepodarilo pripraviť: Every chosen meeting is cancelled');
  });

  it('leaves out the given dates, tells the series’ span, and warns when it runs past the project’s end', async () => {
    api.createMeetingSeries.mockResolvedValue([meeting(1, '2027-05-04')]);
    await renderTab([]);
    await chooseWorkshop('Fotografia');
    fireEvent.change(screen.getByLabelText(/^Dátum prvého stretnutia/), { target: { value: '2027-05-04' } });
    expect(screen.getByText('Séria: 10 stretnutí, od utorok 4. 5. 2027 do utorok 6. 7. 2027.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Séria pokračuje po konci projektu (streda 30. 6. 2027): posledné stretnutie by bolo utorok 6. 7. 2027.');

    const skip = screen.getByLabelText(/^Dátum, ktorý séria vynechá/);
    fireEvent.change(skip, { target: { value: '1999-12-24' } });
    await userEvent.click(screen.getByRole('button', { name: 'Vynechať dátum' }));
    expect(screen.getByText('Zadaj existujúci dátum medzi rokmi 2000 a 2099')).toBeInTheDocument();
    for (const date of ['2027-05-18', '2027-05-25']) {
      fireEvent.change(skip, { target: { value: date } });
      skip.focus();
      await userEvent.keyboard('{Enter}');
    }
    expect(api.createMeetingSeries).not.toHaveBeenCalled();
    expect(within(screen.getByRole('list', { name: 'Vynechané dátumy' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['utorok 18. 5. 2027', 'utorok 25. 5. 2027']);
    expect(screen.getByText('Séria: 10 stretnutí, od utorok 4. 5. 2027 do utorok 20. 7. 2027.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nevynechať utorok 25. 5. 2027' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Počet stretnutí/ }), { target: { value: '6' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Miesto \(anglicky/ }), 'Town library');
    await userEvent.type(screen.getByRole('textbox', { name: /^Miesto \(slovensky/ }), 'Mestská knižnica');
    await userEvent.click(screen.getByRole('button', { name: 'Pridať sériu stretnutí' }));
    expect(api.createMeetingSeries).toHaveBeenCalledWith(expect.objectContaining({ count: 6, skipDates: ['2027-05-18'], place: 'Mestská knižnica', placeEn: 'Town library' }));
  });

  it('names "no place given" as the configured school, and a given place as written', async () => {
    await renderTab([meeting(1, '2099-02-03'), meeting(2, '2099-02-10', { place: 'Aula', placeEn: 'Hall' })]);
    expect(screen.getByText('Stredná škola Testovacia')).toBeInTheDocument();
    expect(screen.getByText('Aula')).toBeInTheDocument();
  });
});
