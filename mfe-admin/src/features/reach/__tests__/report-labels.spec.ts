import type { TFunction } from 'shared-ui/i18n/core';
import { fileName, pageName, periodName, periodTick } from '../report-labels';
import { rangeProblem } from '../report-range';

const t: TFunction = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const item = (address: string, title: string | null = null, titleEn: string | null = null) => ({ address, title, titleEn, sk: 1, en: 0, total: 1 });

describe('how the Reach section names what it counts', () => {
  it('names a period as the reader writes dates', () => {
    expect(periodName({ start: '2026-11-09', end: '2026-11-09' }, 'day', 'sk', t)).toBe('9. 11. 2026');
    expect(periodName({ start: '2026-11-09', end: '2026-11-09' }, 'day', 'en', t)).toBe('9 November 2026');
    expect(periodName({ start: '2026-11-01', end: '2026-11-30' }, 'month', 'sk', t)).toBe('november 2026');
    expect(periodName({ start: '2026-11-09', end: '2026-11-15' }, 'week', 'sk', t)).toBe('reach.week {"start":"9. 11.","end":"15. 11. 2026"}');
    expect(periodTick({ start: '2026-09-01' }, 'month', 'sk')).toBe('sep 2026');
    expect(periodTick({ start: '2026-11-09' }, 'day', 'en')).toBe('9 Nov');
  });

  it('names pages, albums and files, in the reader’s language where the title has one', () => {
    expect(pageName(item('/materialy'), 'sk', t)).toBe('reach.pageNames.materials');
    expect(pageName(item('/galeria/7', 'Jeseň', 'Autumn'), 'en', t)).toBe('reach.album {"name":"Autumn"}');
    expect(pageName(item('/galeria/8'), 'sk', t)).toBe('reach.albumNumber {"id":"8"}');
    expect(fileName(item('/uploads/materials/m1.pdf', 'Príručka', null), 'en')).toBe('Príručka');
    expect(fileName(item('/uploads/materials/m1.pdf'), 'sk')).toBe('m1.pdf');
  });

  it('finds what is wrong with a range before it is asked for', () => {
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-11-30' })).toEqual({ field: 'from', key: 'invalid' });
    expect(rangeProblem({ from: '2026-12-01', to: '2026-11-30' })).toEqual({ field: 'from', key: 'reversed' });
    expect(rangeProblem({ from: '2024-01-01', to: '2026-11-30' })).toEqual({ field: 'from', key: 'tooLong' });
  });
});
