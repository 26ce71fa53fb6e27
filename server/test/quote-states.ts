// Puts quotes made through the staff API into the states sending, the customer's page and
// acceptance leave them in (issue 53), by writing the rows as those flows write them: each
// version's content is quote-content.ts's canonical JSON with its SHA-256, and an acceptance
// stores the version's content with the customer's choices. Those flows are built alongside.
import { quoteContent, sealedContent } from '@contract/quote-content.ts'
import type { Quote } from '@contract/quotes.ts'

const text = (value: string) => `'${value.replace(/'/g, "''")}'`

export function quoteStates(exec: (statement: string) => Promise<void>) {
  return {
    /** Prepared at `at`, as if sales had begun it then. */
    async preparedAt(quote: Quote, at: number) {
      await exec(`UPDATE quotes SET created_at = ${at} WHERE id = ${quote.id}`)
    },
    /** Sent as `version` at `at` (by the member `by`): its version row, the quote sent and current. */
    async sent(quote: Quote, at: number, version = 1, by: number | null = null) {
      const { text: content, sha256 } = await sealedContent(quoteContent(quote, version))
      await exec(
        `INSERT INTO quote_versions (quote_id, version, content, content_sha256, sent_at, sent_by)
         VALUES (${quote.id}, ${version}, ${text(content)}, '${sha256}', ${at}, ${by ?? 'NULL'})`,
      )
      await exec(
        `UPDATE quotes SET status = 'sent', current_version = ${version} WHERE id = ${quote.id}`,
      )
    },
    /** The customer opened `version` first at `first` and last at `last`. */
    async viewed(quote: Quote, first: number, last = first, version = 1) {
      await exec(
        `UPDATE quote_versions SET first_viewed_at = ${first}, last_viewed_at = ${last}
         WHERE quote_id = ${quote.id} AND version = ${version}`,
      )
    },
    /** Accepted by `name` at `at`, with the optional lines `chosen`. */
    async accepted(quote: Quote, name: string, at: number, version = 1, chosen: string[] = []) {
      const { text: content, sha256 } = await sealedContent(quoteContent(quote, version, chosen))
      await exec(
        `INSERT INTO quote_acceptances (quote_id, version, content, content_sha256, typed_name,
           accepted_at, accepted_at_doha, ip, user_agent, code_channel, language)
         VALUES (${quote.id}, ${version}, ${text(content)}, '${sha256}', ${text(name)}, ${at},
           '${new Date(at + 3 * 3_600_000).toISOString().slice(0, 19)}', '203.0.113.9',
           'Test browser', 'email', '${quote.language}')`,
      )
      await exec(`UPDATE quotes SET status = 'accepted' WHERE id = ${quote.id}`)
    },
    async declined(quote: Quote, reason: string | null, at: number) {
      await exec(
        `UPDATE quotes SET status = 'declined', declined_at = ${at},
           declined_reason = ${reason === null ? 'NULL' : text(reason)} WHERE id = ${quote.id}`,
      )
    },
    async validUntil(quote: Quote, date: string) {
      await exec(`UPDATE quotes SET valid_until = '${date}' WHERE id = ${quote.id}`)
    },
  }
}
