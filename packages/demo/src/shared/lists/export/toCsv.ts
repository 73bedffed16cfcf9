/** One column of an export: its heading and how to read a cell. */
export interface CsvColumn<TRow> {
  header: string
  value: (row: TRow) => string | number | null | undefined
}

/** A byte order mark, so Excel reads the file as UTF-8 and shows Chinese, not mojibake. */
export const BOM = '\uFEFF'

/**
 * One CSV cell: a value a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return) gets a leading `'` (OWASP's CSV-injection guard), and a value holding a comma, a quote or a line break
 * is quoted with its quotes doubled (RFC 4180).
 *
 * @example
 * csvCell('=1+1') // "'=1+1"
 * csvCell('a,"b"') // '"a,""b"""'
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * Rows as a CSV file's text: a BOM, a header line, one line per row, CRLF line ends (RFC 4180, and what Excel
 * expects).
 *
 * @example
 * toCsv([{ bt: '出差' }], [{ header: '标题', value: (r) => r.bt }]) // '\uFEFF标题\r\n出差\r\n'
 */
export function toCsv<TRow>(rows: readonly TRow[], columns: readonly CsvColumn<TRow>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')]
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','))
  return `${BOM}${lines.join('\r\n')}\r\n`
}
