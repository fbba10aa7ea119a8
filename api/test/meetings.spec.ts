import ICAL from 'ical.js';
import { openDatabase } from '../src/database/data-source';
import { MeetingsService } from '../src/meetings/meetings.service';
import { adminRequests } from './support/admin-api';
import { CONFIGURED_SITE, configuredSiteEnv } from './support/configured-site';
import { documented } from './support/documented-answer';
import { undoMigrationsThrough } from './support/migrations';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

/** What a clock on the wall in Bratislava shows at a UTC moment, worked out by the platform's own zone data. */
const bratislavaClock = (utc: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Bratislava', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(utc);

const parseFeed = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));

const LONG_NOTE =
  'Prineste si notebook, nabíjačku; fotoaparát, ak máte. Stretneme sa v učebni č. 12 na druhom poschodí, vchod od parkoviska; ' +
  'ťahák „Čo robiť, keď…“ dostanete na mieste. Ďakujeme, že prídete včas!';

describe.each(TEST_DATABASES)('workshop meetings and calendar feeds (%s)', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminRequests>>;
  const originalZone = process.env.TZ;

  beforeAll(async () => {
    t = await startTestApp(dialect, { env: { PUBLIC_URL: 'https://dates.example.test', ...configuredSiteEnv() } });
    admin = await adminRequests(t);
  });
  afterAll(async () => {
    process.env.TZ = originalZone;
    await t.close();
  });

  const addSeries = async (body: Record<string, unknown>) =>
    (await t.http().post('/api/meetings/series').set(admin.auth).send({ workshopId: 1, startTime: '14:00', endTime: '15:30', intervalWeeks: 1, ...body }).expect(201)).body;

  it('adds a weekly series across the change to summer time at 14:00 Bratislava, at the school (no place given) by default', async () => {
    const series = await addSeries({ firstDate: '2026-03-17', count: 4 });
    expect(series.map((meeting: { date: string }) => meeting.date)).toEqual(['2026-03-17', '2026-03-24', '2026-03-31', '2026-04-07']);
    expect(series.map((meeting: { startsAt: string }) => meeting.startsAt)).toEqual(['2026-03-17T13:00:00.000Z', '2026-03-24T13:00:00.000Z', '2026-03-31T12:00:00.000Z', '2026-04-07T12:00:00.000Z']);
    expect(series[0]).toMatchObject({ workshopId: 1, place: null, placeEn: null, state: 'planned', sequence: 0, note: null });
    expect(new Set(series.map((meeting: { uid: string }) => meeting.uid)).size).toBe(4);
  });

  it('shows the same wall time whatever time zone the server runs in', async () => {
    for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
      process.env.TZ = zone;
      const [winter] = await addSeries({ workshopId: 3, firstDate: '2026-01-13', count: 1 });
      const [summer] = await addSeries({ workshopId: 3, firstDate: '2026-07-14', count: 1 });
      expect([zone, winter.startTime, bratislavaClock(new Date(winter.startsAt))]).toEqual([zone, '14:00', '13/01/2026, 14:00']);
      expect([zone, summer.startTime, bratislavaClock(new Date(summer.startsAt))]).toEqual([zone, '14:00', '14/07/2026, 14:00']);
      const listed = (await t.http().get('/api/meetings?workshopId=3').expect(200)).body as Array<{ id: number; startTime: string; startsAt: string }>;
      expect(listed.find((meeting) => meeting.id === summer.id)).toMatchObject({ startTime: '14:00', startsAt: '2026-07-14T12:00:00.000Z' });
      await t.http().delete(`/api/meetings/${winter.id}`).set(admin.auth).expect(204);
      await t.http().delete(`/api/meetings/${summer.id}`).set(admin.auth).expect(204);
    }
    process.env.TZ = originalZone;
  });

  it('keeps meetings to the administrator: no token, no series, change or deletion', async () => {
    await t.http().post('/api/meetings/series').send({ workshopId: 2, firstDate: '2026-02-03', startTime: '14:00', endTime: '15:30', count: 10, intervalWeeks: 2 }).expect(401);
    await t.http().patch('/api/meetings/1').send({ state: 'cancelled' }).expect(401);
    await t.http().delete('/api/meetings/1').expect(401);
  });

  it('refuses a series with an impossible date, time, workshop, count, end or skipped date with a clear 400, and stores nothing', async () => {
    const before = (await t.http().get('/api/meetings').expect(200)).body.length;
    const valid = { workshopId: 2, firstDate: '2026-02-03', startTime: '14:00', endTime: '15:30', count: 10, intervalWeeks: 2 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, workshopId: 7 }, 'workshopId'],
      [{ ...valid, firstDate: '3. 2. 2026' }, 'firstDate must be a day of the calendar'],
      [{ ...valid, firstDate: '2026-13-01' }, 'firstDate must be a day of the calendar'],
      [{ ...valid, firstDate: '2026-02-30' }, 'firstDate must be a day of the calendar'],
      [{ ...valid, firstDate: '0000-01-04' }, 'firstDate must be a day of the calendar'],
      [{ ...valid, firstDate: '10000-01-04' }, 'firstDate must be a day of the calendar'],
      // The series' end: ten meetings every fortnight from December 2099 would reach year 2100.
      [{ ...valid, firstDate: '2099-12-01' }, 'The series would run past 2099-12-31'],
      [{ ...valid, intervalWeeks: 4, count: 30, firstDate: '2098-01-06' }, 'The series would run past 2099-12-31'],
      // 28 March 2027: the clocks go from 02:00 to 03:00, so 02:30 never shows in Bratislava.
      [{ ...valid, firstDate: '2027-03-14', startTime: '02:30', endTime: '04:00' }, 'startTime 02:30 does not exist on 2027-03-28'],
      [{ ...valid, startTime: '25:00' }, 'times must be written HH:MM'],
      [{ ...valid, endTime: '13:00' }, 'endTime must be later than startTime'],
      [{ ...valid, count: 0 }, 'count'],
      [{ ...valid, count: 31 }, 'count'],
      [{ ...valid, skipDates: ['2026-02-31'] }, 'skipDates must be a day of the calendar'],
      [{ ...valid, skipDates: Array.from({ length: 31 }, (_, day) => `2026-03-${String((day % 28) + 1).padStart(2, '0')}`) }, 'skipDates'],
      [{ ...valid, note: 'x'.repeat(1001) }, 'note'],
    ];
    for (const [body, message] of cases) {
      const response = await t.http().post('/api/meetings/series').set(admin.auth).send(body);
      expect([JSON.stringify(body).slice(0, 90), response.status]).toEqual([JSON.stringify(body).slice(0, 90), 400]);
      expect((response.body.message as string[]).join('\n')).toContain(message);
    }
    expect((await t.http().get('/api/meetings').expect(200)).body.length).toBe(before);
    await t.http().get('/api/meetings?workshopId=9').expect(400);
  });

  it('refuses to move a meeting to a day or a time that does not exist, changing nothing', async () => {
    const [meeting] = await addSeries({ workshopId: 5, firstDate: '2027-03-23', count: 1 });
    for (const change of [{ date: '2027-02-29' }, { date: '2027-03-28', startTime: '02:15', endTime: '03:30' }, { endTime: '13:00' }]) {
      await t.http().patch(`/api/meetings/${meeting.id}`).set(admin.auth).send(change).expect(400);
    }
    const [kept] = (await t.http().get('/api/meetings?workshopId=5').expect(200)).body;
    expect(kept).toMatchObject({ date: '2027-03-23', startTime: '14:00', sequence: 0, state: 'planned' });
    await t.http().delete(`/api/meetings/${meeting.id}`).set(admin.auth).expect(204);
  });

  it('skips the given dates (holidays), keeping the count: the skipped weeks’ meetings come after', async () => {
    const series = await addSeries({ workshopId: 5, firstDate: '2026-12-15', count: 4, skipDates: ['2026-12-22', '2026-12-29'] });
    expect(series.map((meeting: { date: string }) => meeting.date)).toEqual(['2026-12-15', '2027-01-05', '2027-01-12', '2027-01-19']);
    for (const meeting of series) await t.http().delete(`/api/meetings/${meeting.id}`).set(admin.auth).expect(204);
  });

  it('lists meetings for visitors in the order they take place, per workshop or all', async () => {
    await addSeries({ workshopId: 2, firstDate: '2026-02-03', count: 2, intervalWeeks: 2 });
    const all = (await t.http().get('/api/meetings').expect(200)).body as Array<{ date: string; workshopId: number }>;
    expect(all.map((meeting) => meeting.date)).toEqual([...all.map((meeting) => meeting.date)].sort());
    const second = (await t.http().get('/api/meetings?workshopId=2').expect(200)).body as Array<{ date: string; workshopId: number }>;
    expect(second.map((meeting) => [meeting.workshopId, meeting.date])).toEqual([[2, '2026-02-03'], [2, '2026-02-17']]);
  });

  it('serves /kalendar.ics as a valid calendar: times across summer time, a moved meeting keeps its UID with a higher SEQUENCE, a cancelled one is CANCELLED', async () => {
    const all = (await t.http().get('/api/meetings?workshopId=1').expect(200)).body as Array<{ id: number; uid: string }>;
    const [first, second, third] = all;
    await t.http().patch(`/api/meetings/${second.id}`).set(admin.auth).send({ date: '2026-03-26', startTime: '15:00', endTime: '16:30', note: LONG_NOTE }).expect(200);
    const cancelled = (await t.http().patch(`/api/meetings/${third.id}`).set(admin.auth).send({ state: 'cancelled' }).expect(200)).body;
    expect(cancelled).toMatchObject({ state: 'cancelled', sequence: 1 });

    const response = await t.http().get('/kalendar.ics').buffer(true).parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    }).expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = response.body as string;
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

    const events = parseFeed(text);
    const byUid = new Map(events.map((event) => [event.uid, event]));
    expect(bratislavaClock(byUid.get(first.uid)!.startDate.toJSDate())).toBe('17/03/2026, 14:00');
    expect(bratislavaClock(byUid.get(all[3].uid)!.startDate.toJSDate())).toBe('07/04/2026, 14:00');
    const moved = byUid.get(second.uid)!;
    expect(bratislavaClock(moved.startDate.toJSDate())).toBe('26/03/2026, 15:00');
    expect(bratislavaClock(moved.endDate.toJSDate())).toBe('26/03/2026, 16:30');
    expect(moved.sequence).toBe(1);
    expect(moved.summary).toBe('PRESUNUTÉ: Grafický dizajn');
    expect(moved.description).toBe(LONG_NOTE);
    expect(byUid.get(first.uid)!.sequence).toBe(0);
    expect(byUid.get(third.uid)!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(byUid.get(first.uid)!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    // No place given: the configured school with its street and town.
    expect(byUid.get(first.uid)!.location).toBe('Stredná odborná škola Príkladná, Školská 7, 974 01 Banská Bystrica');
    expect(byUid.get(first.uid)!.component.getFirstPropertyValue('dtstamp')).toBeTruthy();

    // Changed again: same UID, SEQUENCE higher still.
    await t.http().patch(`/api/meetings/${second.id}`).set(admin.auth).send({ place: 'Mestská knižnica, Zvolen', placeEn: 'Town library, Zvolen' }).expect(200);
    const again = parseFeed((await documented(t.http().get('/api/calendar/all.ics').expect(200), 'get', '/api/calendar/all.ics')).text);
    expect(again.find((event) => event.uid === second.uid)).toMatchObject({ sequence: 2, location: 'Mestská knižnica, Zvolen' });
    const english = parseFeed((await t.http().get('/kalendar.ics?lang=en').expect(200)).text);
    expect(english.find((event) => event.uid === second.uid)?.location).toBe('Town library, Zvolen');
    expect(english.find((event) => event.uid === first.uid)?.location).toBe('Example Vocational School, Školská 7, 974 01 Banská Bystrica');
  });

  it('keeps control characters of a note out of the feed (RFC 5545 forbids them) and names the calendar after the configured product', async () => {
    const [meeting] = await addSeries({ workshopId: 6, firstDate: '2026-06-02', count: 1, note: 'Zvonček\u0007 a\u0000 tabuľa\u001b[31m', noteEn: 'Line one\nline two' });
    const text = (await t.http().get('/kalendar/6.ics?lang=en').expect(200)).text;
    expect(text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
    const slovak = parseFeed((await t.http().get('/kalendar/6.ics').expect(200)).text).find((event) => event.uid === meeting.uid);
    expect(slovak?.description).toBe('Zvonček a tabuľa[31m');
    expect(parseFeed(text).find((event) => event.uid === meeting.uid)?.description).toBe('Line one\nline two');
    const all = new ICAL.Component(ICAL.parse((await t.http().get('/kalendar.ics').expect(200)).text));
    expect(all.getFirstPropertyValue('x-wr-calname')).toBe(`${CONFIGURED_SITE.productName} – Stretnutia workshopov`);
    await t.http().delete(`/api/meetings/${meeting.id}`).set(admin.auth).expect(204);
  });

  it('words the feed in English with ?lang=en and serves one workshop’s feed and one meeting’s download', async () => {
    const english = parseFeed((await t.http().get('/kalendar.ics?lang=en').expect(200)).text);
    expect(english.map((event) => event.summary)).toEqual(expect.arrayContaining(['Graphic design', 'CANCELLED: Graphic design', 'MOVED: Graphic design', 'Argumentation']));
    expect((await t.http().get('/kalendar.ics?lang=en').expect(200)).text).toContain(`X-WR-CALNAME:${CONFIGURED_SITE.productNameEn} – Workshop meetings`);
    const workshop = await t.http().get('/kalendar/2.ics').expect(200);
    expect(parseFeed(workshop.text).map((event) => event.summary)).toEqual(['Argumentácia', 'Argumentácia']);
    expect(workshop.text).toContain('X-WR-CALNAME:Argumentácia – Stretnutia workshopov');
    await t.http().get('/kalendar/7.ics').expect(404);
    const [meeting] = (await t.http().get('/api/meetings?workshopId=2').expect(200)).body;
    const download = await t.http().get(`/api/calendar/meeting/${meeting.id}.ics?lang=en`).expect(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename=argumentation-${meeting.date}.ics`);
    expect(download.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(parseFeed(download.text)).toHaveLength(1);
    const slovak = await t.http().get(`/api/calendar/meeting/${meeting.id}.ics`).expect(200);
    expect(slovak.headers['content-disposition']).toBe(`attachment; filename=argumentacia-${meeting.date}.ics`);
  });

  it('lets calendar apps revalidate: ETag and Last-Modified, 304 until a change, then a new ETag; the feed is built once per change', async () => {
    const builds = jest.spyOn(t.app.get(MeetingsService), 'list');
    try {
      const first = await t.http().get('/kalendar/1.ics').expect(200);
      expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(first.headers['last-modified']).toBeTruthy();
      const etag = first.headers.etag;
      await t.http().get('/kalendar/1.ics').set('If-None-Match', etag).expect(304);
      await t.http().get('/kalendar/1.ics').set('If-None-Match', `"other", ${etag}`).expect(304);
      expect((await t.http().get('/kalendar/1.ics').expect(200)).headers.etag).toBe(etag);
      // Answered from the feed kept for this content version: the meetings were read once.
      expect(builds).toHaveBeenCalledTimes(1);
      const [meeting] = (await t.http().get('/api/meetings?workshopId=1').expect(200)).body;
      await t.http().patch(`/api/meetings/${meeting.id}`).set(admin.auth).send({ noteEn: 'Bring a laptop' }).expect(200);
      const changed = await t.http().get('/kalendar/1.ics').set('If-None-Match', etag).expect(200);
      expect(changed.headers.etag).not.toBe(etag);
    } finally {
      builds.mockRestore();
    }
  });

  it('answers 404 for a meeting that does not exist', async () => {
    await t.http().patch('/api/meetings/999999').set(admin.auth).send({ state: 'cancelled' }).expect(404);
    await t.http().get('/api/calendar/meeting/999999.ics').expect(404);
  });

  it('drafts the "new dates published" mailing from chosen meetings, in Slovak and English, without the cancelled ones, linked from PUBLIC_URL', async () => {
    const series = await addSeries({ workshopId: 4, firstDate: '2026-10-20', count: 3, intervalWeeks: 2, note: 'Učebňa 12', noteEn: 'Room 12' });
    await t.http().patch(`/api/meetings/${series[1].id}`).set(admin.auth).send({ state: 'cancelled' }).expect(200);
    const ids = series.map((meeting: { id: number }) => meeting.id);
    await t.http().post('/api/meetings/announcement').send({ meetingIds: ids }).expect(401);
    const draft = (await documented(t.http().post('/api/meetings/announcement').set(admin.auth).send({ meetingIds: ids }).expect(201), 'post', '/api/meetings/announcement')).body;
    expect(draft).toMatchObject({ state: 'draft', subjectSk: 'Nové termíny workshopov: Facilitácia', subjectEn: 'New workshop dates: Facilitation' });
    expect(draft.bodySk).toContain('Facilitácia\n• utorok 20. 10. 2026, 14:00 – 15:30, Stredná odborná škola Príkladná, Školská 7, 974 01 Banská Bystrica – Učebňa 12\n• utorok 17. 11. 2026, 14:00 – 15:30');
    expect(draft.bodySk).not.toContain('3. 11. 2026');
    expect(draft.bodySk).toContain('https://dates.example.test/workshopy');
    expect(draft.bodyEn).toContain('• Tuesday 17 November 2026, 14:00 – 15:30, Example Vocational School, Školská 7, 974 01 Banská Bystrica – Room 12');
    expect(draft.bodyEn).toContain('https://dates.example.test/workshopy?lang=en');
    const listed = (await documented(t.http().get('/api/newsletter/mailings').set(admin.auth).expect(200), 'get', '/api/newsletter/mailings')).body as Array<{ id: number }>;
    expect(listed.map((mailing) => mailing.id)).toContain(draft.id);
    const preview = (await t.http().get(`/api/newsletter/mailings/${draft.id}/preview?language=en`).set(admin.auth).expect(200)).body;
    expect(preview.html).toContain('Tuesday 20 October 2026, 14:00 – 15:30');
  });

  it('refuses an announcement of nothing, of unknown meetings or of only cancelled ones, and drafts nothing', async () => {
    const before = (await t.http().get('/api/newsletter/mailings').set(admin.auth).expect(200)).body.length;
    const [only] = await addSeries({ workshopId: 6, firstDate: '2026-05-05', count: 1 });
    await t.http().patch(`/api/meetings/${only.id}`).set(admin.auth).send({ state: 'cancelled' }).expect(200);
    await t.http().post('/api/meetings/announcement').set(admin.auth).send({ meetingIds: [] }).expect(400);
    await t.http().post('/api/meetings/announcement').set(admin.auth).send({ meetingIds: ['x'] }).expect(400);
    await t.http().post('/api/meetings/announcement').set(admin.auth).send({ meetingIds: [only.id, 999999] }).expect(404);
    await t.http().post('/api/meetings/announcement').set(admin.auth).send({ meetingIds: [only.id] }).expect(400);
    expect((await t.http().get('/api/newsletter/mailings').set(admin.auth).expect(200)).body.length).toBe(before);
  });
});

describe.each(TEST_DATABASES)('upgrading stored meetings to places that may be left empty (%s)', (dialect) => {
  it('turns the sample school stored as the place into "no place given", keeps other places, and drops rows no calendar has', async () => {
    const first = await startTestApp(dialect, { env: configuredSiteEnv() });
    await first.close({ keepData: true });
    const old = await openDatabase(first.config);
    try {
      expect((await undoMigrationsThrough(old, 'MeetingPlaces1768200000000')).at(-1)).toBe('MeetingPlaces1768200000000');
      const quote = (name: string) => old.driver.escape(name);
      const columns = ['createdAt', 'workshopId', 'date', 'startTime', 'endTime', 'place', 'state', 'uid', 'sequence', 'updatedAt'].map(quote).join(', ');
      const insert = (date: string, place: string, uid: string) =>
        old.query(`INSERT INTO ${quote('meetings')} (${columns}) VALUES ('2026-01-01 10:00:00', 1, ?, '14:00', '15:30', ?, 'planned', ?, 0, '2026-01-01 10:00:00')`, [date, place, uid]);
      await insert('2026-02-03', 'Gymnázium Ľudovíta Štúra', 'at-school');
      await insert('2026-02-10', 'Mestská knižnica', 'in-library');
      await insert('2026-02-30', 'Gymnázium Ľudovíta Štúra', 'impossible');
    } finally {
      await old.destroy();
    }
    const upgraded = await startTestApp(dialect, { dataDir: first.dataDir, env: configuredSiteEnv() });
    try {
      const meetings = (await upgraded.http().get('/api/meetings').expect(200)).body as Array<{ uid: string; place: string | null; placeEn: string | null }>;
      expect(meetings.map(({ uid, place, placeEn }) => ({ uid, place, placeEn }))).toEqual([
        { uid: 'at-school', place: null, placeEn: null },
        { uid: 'in-library', place: 'Mestská knižnica', placeEn: null },
      ]);
      const feed = parseFeed((await upgraded.http().get('/kalendar.ics').expect(200)).text);
      expect(feed.find((event) => event.uid === 'at-school')?.location).toBe(`${CONFIGURED_SITE.school}, ${CONFIGURED_SITE.schoolAddress}`);
    } finally {
      await upgraded.close();
    }
  }, 60_000);
});
