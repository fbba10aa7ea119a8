// The one table the bench prints: a row per figure, grouped by measurement, with the same-run
// baseline, the ratio to it, the target and whether the target is met.

const COLUMNS = [
  { key: 'name', title: 'measurement' },
  { key: 'value', title: 'value' },
  { key: 'baseline', title: 'baseline (same run)' },
  { key: 'ratio', title: 'ratio' },
  { key: 'target', title: 'target' },
  { key: 'status', title: 'ok' },
];

const statusOf = (row) => (row.pass === undefined || row.pass === null ? '–' : row.pass ? 'yes' : 'NO');
const formatRatio = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '–');

function cells(row) {
  return {
    name: row.name,
    value: String(row.value ?? '–'),
    baseline: String(row.baseline ?? '–'),
    ratio: typeof row.ratio === 'string' ? row.ratio : formatRatio(row.ratio),
    target: String(row.target ?? '–'),
    status: statusOf(row),
  };
}

export const FOOTNOTE = '* gzip sizes computed by the bench (level 6): the server sent these files uncompressed';
const needsFootnote = (rows) => rows.some((row) => row.name.endsWith(' *'));

/** Plain text for the terminal. */
export function renderTable(rows) {
  const prepared = rows.map((row) => ({ group: row.group, ...cells(row) }));
  const widths = Object.fromEntries(COLUMNS.map(({ key, title }) => [key, Math.max(title.length, ...prepared.map((row) => row[key].length))]));
  const line = (values) => COLUMNS.map(({ key }) => values[key].padEnd(widths[key])).join('  ').trimEnd();
  const output = [line(Object.fromEntries(COLUMNS.map(({ key, title }) => [key, title])))];
  output.push(COLUMNS.map(({ key }) => '─'.repeat(widths[key])).join('  '));
  let group = null;
  for (const row of prepared) {
    if (row.group !== group) {
      group = row.group;
      output.push(`${group}`);
    }
    output.push(line({ ...row, name: `  ${row.name}` }));
  }
  if (needsFootnote(rows)) output.push('', FOOTNOTE);
  return output.join('\n');
}

/** The same table as Markdown, for the README's performance section. */
export function renderMarkdown(rows) {
  const escape = (text) => text.replace(/\|/g, '\\|');
  const output = [`| ${COLUMNS.map(({ title }) => title).join(' | ')} |`, `|${COLUMNS.map(() => '---').join('|')}|`];
  let group = null;
  for (const row of rows) {
    if (row.group !== group) {
      group = row.group;
      output.push(`| **${group}** | | | | | |`);
    }
    const prepared = cells(row);
    output.push(`| ${COLUMNS.map(({ key }) => escape(prepared[key])).join(' | ')} |`);
  }
  if (needsFootnote(rows)) output.push('', FOOTNOTE.replace(/^\*/, '\\*'));
  return output.join('\n');
}
