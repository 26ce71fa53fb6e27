import { writeFileSync } from 'node:fs'

import { describeQuote } from '../../../src/lib/quote-summary.ts'
import { toCsv } from '../leads/index.ts'

import { terminalSafe, type CommandGroup } from './command.ts'

const usage = `  enquiries [--review]            list enquiries (--review: only those flagged for review)
  export [--out FILE]             all enquiries as CSV (to stdout without --out)`

const commands: CommandGroup['commands'] = {
  enquiries: async ({ repo, values }) => {
    const all = await repo.listEnquiries()
    const shown = values.review ? all.filter((enquiry) => enquiry.reviewReason) : all
    for (const e of shown)
      console.log(
        terminalSafe(
          `#${e.id}  ${e.createdAt}  ${e.serviceType}  [${e.locale}]  ${e.fullName} <${e.email}> ${e.phoneNumber}` +
            (e.reviewReason ? `  [review: ${e.reviewReason}]` : ''),
        ) + (e.details ? `\n    planned move: ${terminalSafe(describeQuote(e.details))}` : ''),
      )
    console.log(`${shown.length} enquir${shown.length === 1 ? 'y' : 'ies'}.`)
  },
  export: async ({ repo, text }) => {
    const out = text('out')
    // A file keeps the data verbatim; a terminal gets it made inert.
    const csv = toCsv(
      await repo.listEnquiries(),
      !out && process.stdout.isTTY ? (cell) => terminalSafe(cell, true) : undefined,
    )
    if (out) {
      writeFileSync(out, csv)
      console.log(`Wrote ${out}.`)
    } else process.stdout.write(csv)
  },
}

/** The enquiries the site received: listed for a terminal, or exported as CSV. */
export const enquiryCommands: CommandGroup = {
  usage,
  textOptions: ['out'],
  flags: ['review'],
  commands,
}
