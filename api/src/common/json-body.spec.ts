import { isNestedDeeperThan, MAX_JSON_DEPTH, storableText } from './json-body';

const nested = (levels: number) => Buffer.from(`${'['.repeat(levels)}${']'.repeat(levels)}`);

describe('isNestedDeeperThan', () => {
  it('finds nesting beyond the limit and accepts nesting at it', () => {
    expect(isNestedDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(isNestedDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(isNestedDeeperThan(Buffer.from('{"a":{"b":[1,{"c":2}]}}'), 4)).toBe(false);
    expect(isNestedDeeperThan(Buffer.from('{"a":{"b":[1,{"c":2}]}}'), 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ message: '[[[[{{{{ "quoted [[[" \\ ]]]' + '['.repeat(100) });
    expect(isNestedDeeperThan(Buffer.from(text), 1)).toBe(false);
    expect(isNestedDeeperThan(Buffer.from(JSON.stringify({ a: 'x\\', b: [[1]] })), 2)).toBe(true);
  });

  it('judges a 1 MB body nested 499,000 levels in a few milliseconds', () => {
    const body = nested(499_000);
    const started = performance.now();
    for (let run = 0; run < 10; run += 1) expect(isNestedDeeperThan(body, MAX_JSON_DEPTH)).toBe(true);
    const flat = Buffer.from(JSON.stringify({ message: 'x'.repeat(1_000_000) }));
    for (let run = 0; run < 10; run += 1) expect(isNestedDeeperThan(flat, MAX_JSON_DEPTH)).toBe(false);
    // 20 scans of 1 MB each; the crash this replaces took about a second of CPU per body.
    expect(performance.now() - started).toBeLessThan(400);
  });
});

describe('storableText', () => {
  it('drops NUL characters and replaces lone surrogates, keeping real emoji', () => {
    expect(storableText('Pe\u0000ter\u0000')).toBe('Peter');
    expect(storableText('a\uD800b')).toBe('a\uFFFDb');
    expect(storableText('a\uDC00b\uD83D')).toBe('a\uFFFDb\uFFFD');
    expect(storableText('Ďakujem 😀 👍🏽')).toBe('Ďakujem 😀 👍🏽');
  });
});
