// What sending a quote stores, written directly for the tests of the customer's page: the version
// frozen as quote-content.ts's canonical JSON with its SHA-256, the quote marked sent at that
// version, and a fresh private link, of which only the hash is stored. Directly, so a test can
// freeze what the send route would refuse (a validity already past) and needs no SMTP server.
import { quoteContent, sealedContent } from '@contract/quote-content.ts'
import type { Quote } from '@contract/quotes.ts'
import { newQuoteLink } from '../src/quotes/links.ts'

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

/** Sends `quote` as `version` (its terms changed by `change`); answers the new link's token. */
export async function sendVersion(
  exec: (statement: string) => Promise<void>,
  quote: Quote,
  version: number,
  change: Partial<Quote> = {},
) {
  const content = quoteContent({ ...quote, ...change }, version)
  const { text, sha256 } = await sealedContent(content)
  const { token, tokenHash } = newQuoteLink()
  const at = Date.now()
  await exec(
    `INSERT INTO quote_versions (quote_id, version, content, content_sha256, sent_at)
       VALUES (${quote.id}, ${version}, ${literal(text)}, '${sha256}', ${at});
     UPDATE quotes SET status = 'sent', current_version = ${version} WHERE id = ${quote.id};
     INSERT INTO quote_links (token_hash, quote_id, created_at)
       VALUES ('${tokenHash}', ${quote.id}, ${at});`,
  )
  return token
}

/** A link to a quote that was never sent: what a page must not open. */
export async function linkOnly(exec: (statement: string) => Promise<void>, quoteId: number) {
  const { token, tokenHash } = newQuoteLink()
  await exec(
    `INSERT INTO quote_links (token_hash, quote_id, created_at) VALUES ('${tokenHash}', ${quoteId}, ${Date.now()})`,
  )
  return token
}
