// CSV the administrator opens in a spreadsheet (the newsletter's export, the reach report): RFC 4180
// fields, CRLF line ends, and a byte-order mark so Excel reads the UTF-8 (Slovak diacritics) as such.

export type CsvValue = string | number | boolean | Date | null | undefined;

/** RFC 4180 field; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a CSV document (an empty row is an empty line). */
export function csvDocument(rows: CsvValue[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
