import { meetingAnnouncement, type Meeting } from '..';
import { TEST_SITE_DETAILS } from '../../jest/site-content';

/** A meeting as the API answers it; its UTC moments only order the list here. */
function meeting(id: number, date: string, extra: Partial<Meeting> = {}): Meeting {
  const base = { date, startTime: '14:00', endTime: '15:30' };
  const startsAt = new Date(`${date}T${extra.startTime ?? base.startTime}:00+01:00`).toISOString();
  return {
    id, workshopId: 5, ...base, place: null, placeEn: null, note: null, noteEn: null, state: 'planned',
    uid: `u${id}`, sequence: 0, startsAt, endsAt: startsAt, updatedAt: startsAt, ...extra,
  };
}

describe('the "new dates published" mailing', () => {
  const meetings = [
    meeting(3, '2026-03-31', { note: 'Prineste si fotoaparát', noteEn: 'Bring a camera' }),
    meeting(1, '2026-03-24'),
    meeting(2, '2026-03-27', { state: 'cancelled' }),
    meeting(4, '2026-04-02', { workshopId: 2, startTime: '09:15', endTime: '10:45', state: 'moved', place: 'Aula', placeEn: 'The great hall' }),
  ];
  const draft = meetingAnnouncement(meetings, 'https://example.sk', TEST_SITE_DETAILS);

  it('lists the dates in Slovak, by workshop, in the order they take place, the school named as the site details say', () => {
    expect(draft?.subjectSk).toBe('Nové termíny workshopov: Argumentácia, Fotografia');
    expect(draft?.bodySk).toContain(
      'Fotografia\n• utorok 24. 3. 2026, 14:00 – 15:30, Stredná škola Testovacia, Školská 7, 974 01 Banská Bystrica\n• utorok 31. 3. 2026, 14:00 – 15:30, Stredná škola Testovacia, Školská 7, 974 01 Banská Bystrica – Prineste si fotoaparát',
    );
    expect(draft?.bodySk).toContain('Argumentácia\n• štvrtok 2. 4. 2026, 09:15 – 10:45 (presunuté), Aula');
    expect(draft?.bodySk.indexOf('Argumentácia\n')).toBeLessThan(draft?.bodySk.indexOf('Fotografia\n') ?? 0);
    expect(draft?.bodySk.endsWith('https://example.sk/workshopy')).toBe(true);
    // Subscribers are the teenagers the site speaks to as "ty".
    expect(draft?.bodySk).toContain('Všetky termíny a kalendár na odber nájdeš na stránke workshopov:');
  });

  it('writes the same dates in English with the English school, place and note, and the English page', () => {
    expect(draft?.subjectEn).toBe('New workshop dates: Argumentation, Photography');
    expect(draft?.bodyEn).toContain('Photography\n• Tuesday 24 March 2026, 14:00 – 15:30, Test Secondary School, Školská 7, 974 01 Banská Bystrica\n• Tuesday 31 March 2026, 14:00 – 15:30, Test Secondary School, Školská 7, 974 01 Banská Bystrica – Bring a camera');
    expect(draft?.bodyEn).toContain('• Thursday 2 April 2026, 09:15 – 10:45 (moved), The great hall');
    expect(draft?.bodyEn?.endsWith('https://example.sk/workshopy?lang=en')).toBe(true);
  });

  it('leaves cancelled meetings out, and gives nothing to announce when all are cancelled', () => {
    expect(draft?.bodySk).not.toContain('27. 3. 2026');
    expect(draft?.bodyEn).not.toContain('27 March 2026');
    expect(meetingAnnouncement([meeting(2, '2026-03-27', { state: 'cancelled' })], 'https://example.sk', TEST_SITE_DETAILS)).toBeNull();
  });
});
