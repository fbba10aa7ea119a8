import { isNestedDeeperThan, jsonShapeProblem, MAX_JSON_DEPTH, MAX_JSON_MEMBERS, storableText } from './json-body';

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

describe('jsonShapeProblem', () => {
  const limits = { maxDepth: MAX_JSON_DEPTH, maxMembers: MAX_JSON_MEMBERS };
  const members = (count: number) => Buffer.from(JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, [index]]))));

  it('accepts MAX_JSON_MEMBERS members and refuses one more, commas inside strings not counted', () => {
    expect(jsonShapeProblem(members(MAX_JSON_MEMBERS), limits)).toBeNull();
    expect(jsonShapeProblem(members(MAX_JSON_MEMBERS + 1), limits)).toBe('too many members');
    expect(jsonShapeProblem(Buffer.from(JSON.stringify({ message: ','.repeat(10_000) })), limits)).toBeNull();
  });
});
