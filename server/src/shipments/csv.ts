/**
 * Reads a CSV as spreadsheets write it (RFC 4180: quoted cells may hold commas, quotes doubled,
 * and line breaks; CRLF or LF; a UTF-8 byte-order mark). Cells are text, kept as written: a cell
 * that starts with = + - or @ is stored as those characters, never worked out.
 */
export type CsvRow = { line: number; cells: string[] }

/** The rows with the line each starts on, or the line of a quoted cell left open. */
export function parseCsv(text: string): { ok: true; rows: CsvRow[] } | { ok: false; line: number } {
  const rows: CsvRow[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  let quoteLine = 1
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text
  const endRow = () => {
    cells.push(cell)
    rows.push({ line: rowLine, cells })
    cells = []
    cell = ''
  }
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          cell += '"'
          i++
        } else quoted = false
      } else {
        if (char === '\n') line++
        cell += char
      }
    } else if (char === '"' && cell === '') {
      quoted = true
      quoteLine = line
    } else if (char === ',') {
      cells.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++
      endRow()
      line++
      rowLine = line
    } else cell += char
  }
  if (quoted) return { ok: false, line: quoteLine }
  if (cell !== '' || cells.length > 0) endRow()
  return { ok: true, rows }
}
