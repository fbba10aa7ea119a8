import { i18n } from 'shared-ui/i18n/core';
import { orderAnnouncer, type OrderedEntry } from '../order-announcements';

const photo: OrderedEntry = { id: 4, name: 'Západ slnka', kind: 'photo' };
const video: OrderedEntry = { id: 5, name: 'Štafeta', kind: 'video' };
const album: OrderedEntry = { id: 6, name: 'Letný tábor', kind: 'album' };

describe('what a screen reader hears while she orders', () => {
  const sk = orderAnnouncer(i18n.getFixedT('sk', 'admin'), 12);

  it('says where an entry is now, named by its kind, counting places from 1', () => {
    expect(sk.moved(photo, 2)).toBe('Fotografia „Západ slnka“ je teraz na 3. mieste z 12.');
    expect(sk.moved(video, 0)).toBe('Video „Štafeta“ je teraz na 1. mieste z 12.');
    expect(sk.moved(album, 11)).toBe('Album „Letný tábor“ je teraz na 12. mieste z 12.');
  });

  it('tells how to carry an entry once it is picked up, and where it would land', () => {
    expect(sk.picked(photo, 4)).toBe('Fotografia „Západ slnka“ na 5. mieste z 12: šípkami vyber nové miesto, medzerníkom ho potvrď, klávesom Escape presun zrušíš.');
    expect(sk.over(6)).toBe('Nové miesto: 7. z 12.');
    expect(sk.over(null)).toBe('Mimo zoznamu: po pustení zostane na svojom mieste.');
  });

  it('says that a cancelled move left the entry where it was', () => {
    expect(sk.cancelled(photo, 4)).toBe('Fotografia „Západ slnka“ zostáva na 5. mieste z 12, presun je zrušený.');
  });

  it('says why a button at the edge moves nothing', () => {
    expect(sk.stuck(photo, 'earlier')).toBe('Fotografia „Západ slnka“ je už na prvom mieste.');
    expect(sk.stuck(photo, 'start')).toBe('Fotografia „Západ slnka“ je už na prvom mieste.');
    expect(sk.stuck(album, 'later')).toBe('Album „Letný tábor“ je už na poslednom mieste.');
    expect(sk.stuck(album, 'end')).toBe('Album „Letný tábor“ je už na poslednom mieste.');
  });

  it('speaks English in an English panel', () => {
    const en = orderAnnouncer(i18n.getFixedT('en', 'admin'), 4);
    expect(en.moved(photo, 2)).toBe('Photo “Západ slnka” is now in position 3 of 4.');
    expect(en.over(0)).toBe('New place: position 1 of 4.');
    expect(en.cancelled(video, 1)).toBe('Video “Štafeta” stays in position 2 of 4; the move is cancelled.');
  });
});
