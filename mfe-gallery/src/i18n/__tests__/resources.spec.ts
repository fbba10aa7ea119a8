import { keyPaths } from 'shared-ui/i18n/key-paths';
import { en } from '../en';
import { sk } from '../sk';

function leafValues(value: object): string[] {
  return Object.values(value).flatMap((child) => (typeof child === 'object' ? leafValues(child) : [child as string]));
}

describe('gallery translations', () => {
  it('have the same key set in Slovak and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(sk));
  });

  it('have no empty text in either language', () => {
    for (const text of [...leafValues(sk), ...leafValues(en)]) expect(text.trim()).not.toBe('');
  });

  it('use the exact Slovak texts of spec 2.12', () => {
    expect(sk.search.placeholder).toBe('Hľadať album...');
    expect(sk.albums.heading).toBe('Všetky albumy');
    expect(sk.albums.emptyTitle).toBe('Žiadne albumy');
    expect(sk.albums.emptyText).toBe('Fotografie budú pridávané postupne počas projektu.');
    expect(sk.album.back).toBe('Späť na albumy');
    expect(sk.album.filter).toEqual({ all: 'Všetko', photo: 'Fotky', video: 'Videá' });
    expect(sk.album.videoBadge).toBe('VIDEO');
    expect(sk.album.emptyVideo).toBe('Tento album neobsahuje žiadne videá');
    expect(sk.album.emptyPhoto).toBe('Tento album neobsahuje žiadne fotografie');
    expect(sk.album.emptyAll).toBe('V tomto albume nie sú žiadne položky');
  });
});
