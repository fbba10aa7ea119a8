import { makeAlbum } from '../../../test/fixtures';
import { foldForSearch } from 'shared-ui/domain';
import { searchAlbums } from '../album-search';

const albums = [
  makeAlbum({ id: 1, name: 'Jeseň v škole' }),
  makeAlbum({ id: 2, name: 'Workshop: Grafický dizajn' }),
  makeAlbum({ id: 3, name: 'ĽUBOVNIANSKY HRAD' }),
  makeAlbum({ id: 4, name: 'Záverečná konferencia', nameEn: 'Closing Conference' }),
];

const names = (query: string) => searchAlbums(albums, query).map((album) => album.name);

describe('album search', () => {
  it('finds an album typed without Slovak diacritics', () => {
    expect(names('jesen')).toEqual(['Jeseň v škole']);
    expect(names('skole')).toEqual(['Jeseň v škole']);
    expect(names('graficky')).toEqual(['Workshop: Grafický dizajn']);
  });

  it('ignores case in both directions', () => {
    expect(names('JESEŇ')).toEqual(['Jeseň v škole']);
    expect(names('ľubovniansky')).toEqual(['ĽUBOVNIANSKY HRAD']);
    expect(names('lubovniansky hrad')).toEqual(['ĽUBOVNIANSKY HRAD']);
  });

  it('finds an album by its English name as well as by its Slovak one', () => {
    expect(names('closing')).toEqual(['Záverečná konferencia']);
    expect(names('CONFERENCE')).toEqual(['Záverečná konferencia']);
    expect(names('zaverecna')).toEqual(['Záverečná konferencia']);
  });

  it('shows every album for a blank query and none for a query nothing contains', () => {
    expect(names('   ')).toHaveLength(4);
    expect(names('leto')).toEqual([]);
  });

  it('normalizes every Slovak letter with a diacritic to its base letter', () => {
    expect(foldForSearch('áäčďéíĺľňóôŕšťúýž ÁÄČĎÉÍĹĽŇÓÔŔŠŤÚÝŽ')).toBe('aacdeillnoorstuyz aacdeillnoorstuyz');
  });
});
