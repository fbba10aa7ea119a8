import { cleanup, screen, within } from '@testing-library/react';
import { i18n } from 'shared-ui/i18n/core';
import type { Meeting } from 'shared-ui/domain';
import { publicReadsStub, renderPage } from 'shared-ui/jest/page-harness';
import { TEST_SITE_DETAILS } from 'shared-ui/jest/site-content';
import * as homePage from '../../../pages/home/home-page';
import * as workshopsPage from '../../../pages/workshops/workshops-page';

let nextId = 1;
/** Bratislava's offset on the fixtures' days: winter time but for the one in May. */
const offsetOn = (date: string) => (date.slice(5, 7) === '05' ? '+02:00' : '+01:00');
/** A meeting as the API answers it (at the school: no place given); dates far from today, so past and future stay what they are. */
function meeting(workshopId: Meeting['workshopId'], date: string, overrides: Partial<Meeting> = {}): Meeting {
  const times = { date, startTime: '14:00', endTime: '15:30', ...overrides };
  const moment = (time: string) => new Date(`${date}T${time}:00${offsetOn(date)}`).toISOString();
  const id = nextId++;
  return {
    id, workshopId, place: null, placeEn: null, note: null, noteEn: null, state: 'planned', uid: `u${id}`, sequence: 0,
    startsAt: moment(times.startTime), endsAt: moment(times.endTime), updatedAt: '2026-01-01T00:00:00.000Z', ...times, ...overrides,
  };
}

const SCHEDULE = [
  meeting(1, '2020-02-04'),
  meeting(1, '2098-02-03', { state: 'cancelled' }),
  meeting(1, '2098-02-10', { state: 'moved', startTime: '15:00', endTime: '16:30', note: 'Učebňa 12, druhé poschodie' }),
  meeting(1, '2098-02-17'),
  meeting(2, '2098-01-20', { place: 'Mestská knižnica', placeEn: 'Town library' }),
  meeting(3, '2099-05-05'),
];

const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;

describe('workshop meetings on the public pages', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('sk');
  });

  it('shows each workshop card’s next held meeting, and the full list with past, cancelled (struck through, in words) and moved meetings', async () => {
    await renderPage(workshopsPage, { reads: publicReadsStub({ meetings: async () => SCHEDULE }) });
    const design = card('Grafický dizajn');
    const next = within(design).getByRole('region', { name: 'Najbližšie stretnutie' });
    // The cancelled meeting on 3 February is not "the next meeting"; the moved one is, and says so.
    expect(within(next).getAllByRole('listitem')[0]).toHaveTextContent('pondelok 10. 2. 2098, 15:00 – 16:30Presunuté');
    expect(within(next).getAllByRole('listitem')[0]).toHaveTextContent('Učebňa 12, druhé poschodie');
    const all = within(design).getByText('Všetky termíny (4)').closest('details') as HTMLElement;
    const items = within(all).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('(prebehlo)');
    expect(items[0]).toHaveClass('pub-meeting--past');
    expect(items[1].querySelector('s')).toHaveTextContent('pondelok 3. 2. 2098, 14:00 – 15:30');
    expect(items[1]).toHaveTextContent('Zrušené');
    expect(items[3]).not.toHaveTextContent(/prebehlo|Zrušené|Presunuté/);
    expect(within(items[3]).getByRole('link', { name: /^Stiahnuť termín \(\.ics\) ?: pondelok 17\. 2\. 2098, 14:00 – 15:30$/ })).toHaveAttribute('href', `/api/calendar/meeting/${SCHEDULE[3].id}.ics`);
    expect(within(design).getByRole('link', { name: 'Odoberať termíny workshopu v kalendári' })).toHaveAttribute('href', '/kalendar/1.ics');
    const places = (title: string) => [...card(title).querySelectorAll('.pub-meeting__place')].map((place) => place.textContent);
    expect(places('Argumentácia')).toEqual(['Miesto: Mestská knižnica', 'Miesto: Mestská knižnica']);
    // No place given: the configured school.
    expect(new Set(places('Grafický dizajn'))).toEqual(new Set(['Miesto: Stredná škola Testovacia']));
  });

  it('says that the dates will follow where a workshop has none', async () => {
    await renderPage(workshopsPage, { reads: publicReadsStub({ meetings: async () => SCHEDULE }) });
    expect(within(card('Fotografia')).getByText('Termíny stretnutí doplníme čoskoro.')).toBeInTheDocument();
    expect(within(card('Fotografia')).queryByRole('link', { name: /Odoberať/ })).not.toBeInTheDocument();
  });

  it('says the dates could not be loaded when the read fails, never that they will follow (both pages, both languages)', async () => {
    const down = publicReadsStub({
      meetings: async () => {
        throw new TypeError('fetch failed');
      },
      approvedFeedback: async () => [],
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage(workshopsPage, { reads: down });
    expect(within(card('Fotografia')).getByText('Termíny stretnutí sa momentálne nepodarilo načítať. Skús to prosím neskôr.')).toBeInTheDocument();
    expect(screen.queryByText('Termíny stretnutí doplníme čoskoro.')).not.toBeInTheDocument();
    cleanup();
    await i18n.changeLanguage('en');
    await renderPage(homePage, { locale: 'en', reads: down });
    const section = screen.getByRole('heading', { level: 2, name: 'Next meetings' }).closest('section') as HTMLElement;
    expect(within(section).getByText('The meeting dates could not be loaded right now. Please try again later.')).toBeInTheDocument();
    expect(within(section).queryByText('The meeting dates will follow soon.')).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Chyba pri načítaní termínov stretnutí', expect.any(TypeError));
    jest.restoreAllMocks();
  });

  it('writes dates, states and the school in English on the English page, with an English webcal subscription', async () => {
    await i18n.changeLanguage('en');
    const reads = publicReadsStub({ meetings: async () => SCHEDULE });
    await renderPage({ ...workshopsPage, loadPageData: (request) => workshopsPage.loadPageData({ ...request, origin: 'https://example.org' }) }, { locale: 'en', reads });
    const design = card('Graphic design');
    expect(within(design).getByRole('region', { name: 'Next meeting' })).toHaveTextContent('Monday 10 February 2098, 15:00 – 16:30Moved');
    expect(within(design).getAllByText('Test Secondary School').length).toBeGreaterThan(0);
    expect(within(card('Argumentation')).getAllByText('Town library')[0].closest('p')).toHaveTextContent('Place: Town library');
    expect(within(design).getByText('Cancelled')).toBeInTheDocument();
    expect(within(design).getByRole('link', { name: 'Subscribe to this workshop’s dates in your calendar' })).toHaveAttribute('href', 'webcal://example.org/kalendar/1.ics?lang=en');
  });

  it('puts the next meetings into the HTML as schema.org Events with every property search engines require', async () => {
    const { container } = await renderPage(workshopsPage, { reads: publicReadsStub({ meetings: async () => SCHEDULE }) });
    const events = [...container.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => JSON.parse(script.textContent ?? '[]'));
    expect(events).toHaveLength(3);
    const moved = events.find((event) => event.startDate === '2098-02-10T15:00:00+01:00');
    expect(moved).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Grafický dizajn – Zručnosti do života',
      endDate: '2098-02-10T16:30:00+01:00',
      eventStatus: 'https://schema.org/EventRescheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: TEST_SITE_DETAILS.school,
        address: { '@type': 'PostalAddress', streetAddress: 'Školská 7', postalCode: '974 01', addressLocality: 'Banská Bystrica', addressCountry: 'SK' },
      },
      organizer: { '@type': 'Organization', name: 'Tím Zručnosti' },
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'EUR' },
    });
    expect(events.find((event) => event.startDate === '2099-05-05T14:00:00+02:00')).toBeDefined();
  });

  it('writes the English Event data with the English product, school and place', async () => {
    await i18n.changeLanguage('en');
    const { container } = await renderPage(workshopsPage, { locale: 'en', reads: publicReadsStub({ meetings: async () => SCHEDULE }) });
    const events = [...container.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => JSON.parse(script.textContent ?? '[]'));
    expect(events.find((event) => event.startDate === '2098-02-10T15:00:00+01:00')).toMatchObject({
      name: 'Graphic design – Skills for life',
      location: { name: 'Test Secondary School', address: { streetAddress: 'Školská 7', addressLocality: 'Banská Bystrica' } },
      organizer: { name: 'The Skills team' },
      inLanguage: 'en',
    });
    expect(events.find((event) => event.startDate === '2098-01-20T14:00:00+01:00')).toMatchObject({ name: 'Argumentation – Skills for life', location: { name: 'Town library', address: 'Town library' } });
  });

  it('shows Home’s next three meetings that take place, a cancelled one beside them taking none of the places, with a link to all dates', async () => {
    const reads = publicReadsStub({ meetings: async () => SCHEDULE, approvedFeedback: async () => [] });
    await renderPage(homePage, { reads });
    const section = screen.getByRole('heading', { level: 2, name: 'Najbližšie stretnutia' }).closest('section') as HTMLElement;
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.pub-meeting__workshop')?.textContent)).toEqual(['Argumentácia', 'Grafický dizajn', 'Grafický dizajn', 'Grafický dizajn']);
    expect(items[1]).toHaveTextContent('Zrušené');
    expect(items[3]).toHaveTextContent('17. 2. 2098');
    expect(within(section).getByRole('link', { name: 'Všetky termíny workshopov' })).toHaveAttribute('href', '/workshopy');
    cleanup();
    await renderPage(homePage, { reads: publicReadsStub({ meetings: async () => [], approvedFeedback: async () => [] }) });
    const empty = screen.getByRole('heading', { level: 2, name: 'Najbližšie stretnutia' }).closest('section') as HTMLElement;
    expect(within(empty).getByText('Termíny stretnutí doplníme čoskoro.')).toBeInTheDocument();
  });
});

describe('subscribing to the newsletter beside the dates', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('sk');
  });

  const expectSubscribeForm = (name: string, privacyLink: string) => {
    const form = screen.getByRole('form', { name });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/newsletter/subscribe');
    expect(within(form).getByRole('textbox', { name: /e-mail/i })).toHaveAttribute('name', 'email');
    expect(within(form).getByRole('checkbox')).toHaveAttribute('name', 'consent');
    expect(within(form).getByRole('link', { name: privacyLink })).toHaveAttribute('href', '/ochrana-osobnych-udajov#pub-privacy-newsletter');
    return form;
  };

  it('offers the subscription under Workshops’ cards and in Home’s next meetings, with the consent sentence and the privacy link', async () => {
    await renderPage(workshopsPage, { reads: publicReadsStub({ meetings: async () => SCHEDULE }) });
    const form = expectSubscribeForm('Novinky z projektu', 'Ako chránime tvoje údaje');
    expect(screen.getByRole('heading', { level: 2, name: 'Novinky z projektu' })).toBeInTheDocument();
    expect(form).toHaveTextContent('Súhlasím');
    cleanup();
    await i18n.changeLanguage('en');
    await renderPage(homePage, { locale: 'en', reads: publicReadsStub({ meetings: async () => SCHEDULE, approvedFeedback: async () => [] }) });
    const section = screen.getByRole('heading', { level: 2, name: 'Next meetings' }).closest('section') as HTMLElement;
    const english = expectSubscribeForm('Project news', 'How we protect your data');
    expect(section).toContainElement(english);
    expect(within(english).getByRole('heading', { level: 3, name: 'Project news' })).toBeInTheDocument();
    expect(within(english).getByRole('radio', { name: 'English' })).toBeChecked();
  });
});

describe('the description of Workshops and Home names the next meeting', () => {
  const request = (locale: 'sk' | 'en') => ({ params: {}, pathname: '/workshopy', search: '', locale, reads: publicReadsStub({ meetings: async () => SCHEDULE, approvedFeedback: async () => [] }) });

  it('in each language', async () => {
    const sk = request('sk');
    expect(workshopsPage.describePage(await workshopsPage.loadPageData(sk), sk).descriptionAddendum).toBe('Najbližšie stretnutie: Argumentácia, pondelok 20. 1. 2098 o 14:00.');
    const en = request('en');
    expect(homePage.describePage(await homePage.loadPageData(en), en).descriptionAddendum).toBe('Next meeting: Argumentation, Monday 20 January 2098 at 14:00.');
  });

  it('adds nothing while no meeting is planned', async () => {
    const empty = { ...request('sk'), reads: publicReadsStub({ meetings: async () => [] }) };
    const head = workshopsPage.describePage(await workshopsPage.loadPageData(empty), empty);
    expect(head.descriptionAddendum).toBeUndefined();
    expect(head.expires).toBeUndefined();
    expect(head.description).toMatch(/^Šesť workshopov mäkkých zručností/);
  });

  it('tells the server when the page changes by itself: the next start or end of any meeting, cancelled ones too', async () => {
    const sk = request('sk');
    // 20 January 2098, 14:00 in Bratislava (winter time) is the first moment after now.
    expect(workshopsPage.describePage(await workshopsPage.loadPageData(sk), sk).expires).toBe('2098-01-20T13:00:00.000Z');
    expect(homePage.describePage(await homePage.loadPageData(sk), sk).expires).toBe('2098-01-20T13:00:00.000Z');
    const data = await workshopsPage.loadPageData(sk);
    const during = { ...data, schedule: { ...data.schedule, now: '2098-01-20T13:30:00.000Z' } };
    expect(workshopsPage.describePage(during, sk).expires).toBe('2098-01-20T14:30:00.000Z');
    const after = { ...data, schedule: { ...data.schedule, now: '2098-02-03T13:10:00.000Z' } };
    expect(workshopsPage.describePage(after, sk).expires).toBe('2098-02-03T14:30:00.000Z');
    const over = { ...data, schedule: { ...data.schedule, now: '2100-01-01T00:00:00.000Z' } };
    expect(workshopsPage.describePage(over, sk).expires).toBeUndefined();
  });
});
