import { meetingAnnouncement, meetingMoments, type Meeting } from '../domain';

function meeting(id: number, date: string, extra: Partial<Meeting> = {}): Meeting {
  const base = { date, startTime: '14:00', endTime: '15:30' };
  const { startsAt, endsAt } = meetingMoments({ ...base, ...extra });
  return {
    id, workshopId: 5, ...base, place: 'Gymnázium, Hlinská 29, Žilina', note: null, noteEn: null, state: 'planned',
    uid: `u${id}`, sequence: 0, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), updatedAt: startsAt.toISOString(), ...extra,
  };
}

describe('the "new dates published" mailing (issue 27 item 5)', () => {
  const meetings = [
    meeting(3, '2026-03-31', { note: 'Prineste si fotoaparát', noteEn: 'Bring a camera' }),
    meeting(1, '2026-03-24'),
    meeting(2, '2026-03-27', { state: 'cancelled' }),
    meeting(4, '2026-04-02', { workshopId: 2, startTime: '09:15', endTime: '10:45', state: 'moved', place: 'Aula' }),
  ];
  const draft = meetingAnnouncement(meetings, 'https://example.sk');

  it('lists the dates in Slovak, by workshop, in the order they take place, with the wall time in Bratislava on both sides of the switch to summer time', () => {
    expect(draft?.subjectSk).toBe('Nové termíny workshopov: Argumentácia, Fotografia');
    expect(draft?.bodySk).toContain(
      'Fotografia\n• utorok 24. 3. 2026, 14:00 – 15:30, Gymnázium, Hlinská 29, Žilina\n• utorok 31. 3. 2026, 14:00 – 15:30, Gymnázium, Hlinská 29, Žilina – Prineste si fotoaparát',
    );
    expect(draft?.bodySk).toContain('Argumentácia\n• štvrtok 2. 4. 2026, 09:15 – 10:45 (presunuté), Aula');
    expect(draft?.bodySk.indexOf('Argumentácia\n')).toBeLessThan(draft?.bodySk.indexOf('Fotografia\n') ?? 0);
    expect(draft?.bodySk.endsWith('https://example.sk/workshopy')).toBe(true);
  });

  it('writes the same dates in English with the English note and the English page', () => {
    expect(draft?.subjectEn).toBe('New workshop dates: Argumentation, Photography');
    expect(draft?.bodyEn).toContain('Photography\n• Tuesday 24 March 2026, 14:00 – 15:30, Gymnázium, Hlinská 29, Žilina\n• Tuesday 31 March 2026, 14:00 – 15:30, Gymnázium, Hlinská 29, Žilina – Bring a camera');
    expect(draft?.bodyEn).toContain('• Thursday 2 April 2026, 09:15 – 10:45 (moved), Aula');
    expect(draft?.bodyEn?.endsWith('https://example.sk/workshopy?lang=en')).toBe(true);
  });

  it('leaves cancelled meetings out, and gives nothing to announce when all are cancelled', () => {
    expect(draft?.bodySk).not.toContain('27. 3. 2026');
    expect(draft?.bodyEn).not.toContain('27 March 2026');
    expect(meetingAnnouncement([meeting(2, '2026-03-27', { state: 'cancelled' })], 'https://example.sk')).toBeNull();
  });
});
