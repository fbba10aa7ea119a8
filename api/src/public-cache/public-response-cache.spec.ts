import { PublicResponseCache } from './public-response-cache';

const body = (text: string) => Buffer.from(text);

describe('PublicResponseCache', () => {
  it('answers an entry only at the version it was built at', () => {
    const cache = new PublicResponseCache({ maxEntries: 10, maxBytes: 1000 });
    cache.store('/api/albums', 3, body('[1]'));
    expect(cache.get('/api/albums', 3)?.body.toString()).toBe('[1]');
    expect(cache.get('/api/albums', 4)).toBeUndefined();
  });

  it('gives equal bytes the same strong ETag and different bytes another', () => {
    const cache = new PublicResponseCache({ maxEntries: 10, maxBytes: 1000 });
    const first = cache.store('/api/albums', 1, body('[1]'));
    const same = cache.store('/api/albums', 2, body('[1]'));
    const changed = cache.store('/api/albums', 3, body('[1,2]'));
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(same.etag).toBe(first.etag);
    expect(changed.etag).not.toBe(first.etag);
  });

  it('keeps at most maxEntries, dropping the least recently used first (not the first stored)', () => {
    const cache = new PublicResponseCache({ maxEntries: 3, maxBytes: 1000 });
    const url = (id: number) => `/api/gallery?albumId=${id}`;
    for (const id of [1, 2, 3]) cache.store(url(id), 1, body(`[${id}]`));
    cache.get(url(1), 1); // 1 was stored first, but is now the most recently used; 2 is the least
    cache.store(url(4), 1, body('[4]'));
    expect(cache.size).toBe(3);
    expect(cache.get(url(2), 1)).toBeUndefined();
    expect(cache.get(url(1), 1)?.body.toString()).toBe('[1]');
    // Arbitrary query strings still push nothing past the limit.
    for (let id = 5; id < 100; id += 1) cache.store(url(id), 1, body(`[${id}]`));
    expect(cache.size).toBe(3);
    expect(cache.get(url(99), 1)).toBeDefined();
  });

  it('keeps at most maxBytes and never stores a body larger than that', () => {
    const cache = new PublicResponseCache({ maxEntries: 100, maxBytes: 10 });
    for (let id = 0; id < 20; id += 1) cache.store(`/k${id}`, 1, body('abcd'));
    expect(cache.totalBytes).toBeLessThanOrEqual(10);
    expect(cache.size).toBe(2);
    const huge = cache.store('/huge', 1, body('x'.repeat(11)));
    expect(huge.body.length).toBe(11);
    expect(cache.get('/huge', 1)).toBeUndefined();
    expect(cache.totalBytes).toBeLessThanOrEqual(10);
  });

  it('replaces the entry of a URL instead of counting it twice', () => {
    const cache = new PublicResponseCache({ maxEntries: 10, maxBytes: 1000 });
    cache.store('/api/albums', 1, body('[1]'));
    cache.store('/api/albums', 2, body('[1,2]'));
    expect(cache.size).toBe(1);
    expect(cache.totalBytes).toBe(5);
  });
});
