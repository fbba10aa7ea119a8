import ICAL from 'ical.js';
import type { Meeting } from '@softskills/domain';
import { CONFIGURED_SITE } from '../../test/support/configured-site';
import { calendarFeed, meetingFileName } from './calendar-feed';

const meeting: Meeting = {
  id: 7, workshopId: 1, date: '2026-02-03', startTime: '14:00', endTime: '15:30', place: null, placeEn: null, note: null, noteEn: null,
  state: 'planned', uid: 'u7@test', sequence: 3, startsAt: '2026-02-03T13:00:00.000Z', endsAt: '2026-02-03T14:30:00.000Z', updatedAt: '2026-01-20T10:00:00.000Z',
};

describe('calendarFeed', () => {
  it('escapes a comma and a semicolon in the product’s name in the calendar’s name, folding long lines', () => {
    const site = { ...CONFIGURED_SITE, productName: 'Zručnosti, tím; a škola s veľmi dlhým názvom, ktorý sa nezmestí na jeden riadok kalendára' };
    const text = calendarFeed([meeting], { locale: 'sk', site });
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    // NAME (RFC 7986) and X-WR-CALNAME are TEXT: a comma or semicolon unescaped would split the name.
    const unfolded = text.replace(/\r\n /g, '');
    const escaped = 'Zručnosti\\, tím\\; a škola s veľmi dlhým názvom\\, ktorý sa nezmestí na jeden riadok kalendára – Stretnutia workshopov';
    expect(unfolded).toContain(`\r\nNAME:${escaped}\r\n`);
    expect(unfolded).toContain(`\r\nX-WR-CALNAME:${escaped}\r\n`);
    const [event] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(event).toMatchObject({ uid: 'u7@test', sequence: 3, summary: 'Grafický dizajn' });
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-02-03T13:00:00.000Z');
  });

  it('names a meeting’s download after its workshop and date in the reader’s language', () => {
    expect(meetingFileName(meeting, 'sk')).toBe('graficky-dizajn-2026-02-03.ics');
    expect(meetingFileName({ ...meeting, workshopId: 6 }, 'en')).toBe('project-management-2026-02-03.ics');
  });
});
