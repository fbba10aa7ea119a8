/** @jest-environment node */
import { PageCache, type CachedPage } from '../page-cache';

const page = (html: string): CachedPage => ({ status: 200, html, etag: `"${html.length}"`, encoded: new Map() });

describe('the page cache', () => {
  it('keeps at most its count, dropping the least recently used page first (not the first stored)', () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 1_000_000 });
    cache.set('a', page('A'));
    cache.set('b', page('B'));
    expect(cache.get('a')?.html).toBe('A'); // a is now the most recent
    cache.set('c', page('C'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.html).toBe('A');
    expect(cache.get('c')?.html).toBe('C');
  });

  it('stays within its bytes, and never keeps a page larger than all of them', () => {
    const cache = new PageCache({ maxEntries: 100, maxBytes: 1000 });
    cache.set('big', page('x'.repeat(600)));
    expect(cache.size).toBe(0);
    for (const key of ['a', 'b', 'c']) cache.set(key, page('y'.repeat(200)));
    expect(cache.usedBytes).toBeLessThanOrEqual(1000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('keeps nothing when it is turned off', () => {
    const cache = new PageCache({ maxEntries: 0, maxBytes: 1000 });
    cache.set('a', page('A'));
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops a page at the moment it expires, and keeps one without an expiry', () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    cache.set('meetings', { ...page('Najbližšie: utorok'), expiresAt: 5_000 });
    cache.set('contact', page('Kontakt'));
    expect(cache.get('meetings', 4_999)?.html).toBe('Najbližšie: utorok');
    expect(cache.get('meetings', 5_000)).toBeUndefined();
    expect(cache.size).toBe(1);
    expect(cache.get('meetings', 4_000)).toBeUndefined();
    expect(cache.get('contact', Number.MAX_SAFE_INTEGER)?.html).toBe('Kontakt');
  });
});
