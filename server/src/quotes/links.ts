/**
 * The customer's private link to a quote (issue 53): a random token of 256 bits in the URL, and
 * only its SHA-256 in quote_links, so a copy of the database opens no quote.
 */
import { createHash, randomBytes } from 'node:crypto'

/** A link's token as quote_links keeps it, and as the page looks it up: SHA-256, in hex. */
export const quoteTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new link: 32 random bytes as base64url, and its hash. */
export function newQuoteLink(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: quoteTokenHash(token) }
}
