/** Enquiries as CSV, the same columns for the command line's export and the console's. */
import type { QuoteDetails } from '../../../src/lib/quote-details.ts'
import { inventoryLines, quoteRows } from '../../../src/lib/quote-summary.ts'

import type { Enquiry } from './enquiry-queries.ts'

/** A planner request's details as flat spreadsheet columns; empty for a plain enquiry. */
function plannedMoveColumns(details: QuoteDetails | null): Record<string, string> {
  const rows = details ? Object.fromEntries(quoteRows(details)) : {}
  return {
    move: rows.Move ?? '',
    from: rows.From ?? '',
    to: rows.To ?? '',
    when: rows.When ?? '',
    size: rows.Size ?? '',
    specialItems: rows['Special items'] ?? '',
    volumeM3: details ? String(details.volume) : '',
    shipping: rows['Suggested shipping'] ?? '',
    contactBy: rows['Contact by'] ?? '',
    inventory: details ? inventoryLines(details).join('; ') : '',
  }
}

/** CSV for spreadsheets: quoted cells, and a leading ' on anything a spreadsheet would run as a formula. */
export function toCsv(
  enquiries: Enquiry[],
  show: (text: string) => string = (text) => text,
  { clientIp = true }: { clientIp?: boolean } = {},
): string {
  const every: Array<Exclude<keyof Enquiry, 'details'>> = [
    'id',
    'createdAt',
    'fullName',
    'phoneNumber',
    'email',
    'serviceType',
    'message',
    'trackingNumber',
    'locale',
    'refererUrl',
    'submittedUrl',
    'recaptchaScore',
    'reviewReason',
    'clientIp',
  ]
  const columns = clientIp ? every : every.filter((column) => column !== 'clientIp')
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : String(value)
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
    return `"${show(text).replaceAll('"', '""')}"`
  }
  const planned = Object.keys(plannedMoveColumns(null))
  return [
    [...columns, ...planned].join(','),
    ...enquiries.map((row) => {
      const move = plannedMoveColumns(row.details)
      return [...columns.map((c) => cell(row[c])), ...planned.map((c) => cell(move[c]))].join(',')
    }),
  ]
    .join('\r\n')
    .concat('\r\n')
}
