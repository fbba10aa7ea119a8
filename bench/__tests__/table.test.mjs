import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMarkdown, renderTable } from '../lib/table.mjs';

const rows = [
  { group: 'Uploads', name: 'photo', value: '1.00 s', baseline: '0.90 s bare', ratio: 1.111, target: '≤ 1.3× bare', pass: true },
  { group: 'Uploads', name: 'p95', value: '3 s', target: 'reported' },
  { group: 'API reads', name: 'gallery | list', value: '10', ratio: null, pass: false },
];

test('text table: one header per group, ratios with two decimals, ok column', () => {
  const text = renderTable(rows);
  assert.equal(text.match(/^Uploads$/gm).length, 1);
  assert.match(text, /photo\s+1\.00 s\s+0\.90 s bare\s+1\.11×\s+≤ 1\.3× bare\s+yes/);
  assert.match(text, /p95\s+3 s\s+–\s+–\s+reported\s+–/);
  assert.match(text, /gallery \| list\s+10\s+–\s+–\s+–\s+NO/);
});

test('markdown table escapes pipes and keeps six columns per row', () => {
  const lines = renderMarkdown(rows).split('\n');
  assert.equal(lines[0], '| measurement | value | baseline (same run) | ratio | target | ok |');
  assert.ok(lines.includes('| gallery \\| list | 10 | – | – | – | NO |'));
  for (const line of lines) assert.equal(line.replace(/\\\|/g, '').split('|').length, 8, line);
});
