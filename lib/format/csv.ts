/**
 * One CSV cell as RFC 4180 writes it: quoted when it holds a comma, a quote, a line break or
 * leading or trailing space, its quotes doubled. A text a spreadsheet would run as a formula (it
 * starts with = + - @, a tab or a carriage return) is led by an apostrophe, which the spreadsheet
 * shows as text. Written here because no CSV library is installed and the rule is these few lines;
 * the batch export and the crash data screen's downloads both write by it.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV record with its CRLF line end. */
export const csvRow = (values: readonly unknown[]) => `${values.map(csvCell).join(',')}\r\n`;
