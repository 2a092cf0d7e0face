// CSV as RFC 4180: comma separated, CRLF line ends, quotes doubled. Text that a spreadsheet would run as a
// formula (starting with = + - @, tab or carriage return) gets a leading apostrophe, so an exported note
// like "=HYPERLINK(…)" stays text (OWASP "CSV injection"; docs/decisions/011-exports.md).

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, with its CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
