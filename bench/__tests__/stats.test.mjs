// node --test bench/__tests__  (the bench's own helpers; never part of npm test)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { median, percentile, ratio } from '../lib/stats.mjs';

test('median of odd and even counts, ignoring non-numbers', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([5, NaN, 1, null, 3]), 3);
  assert.equal(median([]), null);
});

test('nearest-rank percentile: p95 of 20 values is the 19th', () => {
  const values = Array.from({ length: 20 }, (_, index) => index + 1);
  assert.equal(percentile(values, 95), 19);
  assert.equal(percentile(values, 100), 20);
  assert.equal(percentile([7], 95), 7);
});

test('ratio refuses a zero or missing baseline', () => {
  assert.equal(ratio(3, 2), 1.5);
  assert.equal(ratio(3, 0), null);
  assert.equal(ratio(undefined, 2), null);
});
