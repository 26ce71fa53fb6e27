/**
 * What the customer's page reads and writes: one indexed lookup from a link's token hash to the
 * version its quote last sent, and the version's first and latest opening.
 */
import { sql as raw } from 'kysely'

import { prepare, type Executor } from '../db/sql.ts'

/** A view is recorded at most this often, so reloads and option changes write nothing. */
export const VIEW_INTERVAL_MS = 60_000

export type QuotePageRow = {
  versionId: number
  /** The version's canonical JSON (quote-content.ts), as sent. */
  content: string
  status: string
  sentAt: number
  lastViewedAt: number | null
  declinedAt: number | null
  acceptedAt: number | null
  /** The acceptance's content, with the options the customer chose. */
  acceptedContent: string | null
  /** The rest of the acceptance record, shown below an accepted quote. */
  acceptedSha256: string | null
  acceptedVersion: number | null
  typedName: string | null
  acceptedAtDoha: string | null
  codeChannel: string | null
  /** The latest earlier version the customer opened, and when they first did. */
  seenVersion: number | null
  seenAt: number | null
}

export type QuotePageStore = ReturnType<typeof quotePageQueries>

export function quotePageQueries(sql: Executor) {
  const { db } = sql
  const query = {
    // The link's primary key, then the quote's and the version's: a revoked link, or a quote never
    // sent (no current version to join), finds nothing, by the same one statement.
    page: prepare((tokenHash: string) =>
      db
        .selectFrom('quote_links as l')
        .innerJoin('quotes as q', 'q.id', 'l.quote_id')
        .innerJoin('quote_versions as v', (join) =>
          join.onRef('v.quote_id', '=', 'q.id').onRef('v.version', '=', 'q.current_version'),
        )
        .leftJoin('quote_acceptances as a', 'a.quote_id', 'q.id')
        .select([
          'v.id as versionId',
          'v.content',
          'q.status',
          'v.sent_at as sentAt',
          'v.last_viewed_at as lastViewedAt',
          'q.declined_at as declinedAt',
          'a.accepted_at as acceptedAt',
          'a.content as acceptedContent',
          'a.content_sha256 as acceptedSha256',
          'a.version as acceptedVersion',
          'a.typed_name as typedName',
          'a.accepted_at_doha as acceptedAtDoha',
          'a.code_channel as codeChannel',
        ])
        .select((eb) => {
          // The latest earlier version the customer opened.
          const seen = () =>
            eb
              .selectFrom('quote_versions as p')
              .whereRef('p.quote_id', '=', 'q.id')
              .whereRef('p.version', '<', 'q.current_version')
              .where('p.first_viewed_at', 'is not', null)
              .orderBy('p.version', 'desc')
              .limit(1)
          return [
            seen().select('p.version').as('seenVersion'),
            seen().select('p.first_viewed_at').as('seenAt'),
          ]
        })
        .where('l.token_hash', '=', tokenHash)
        .where('l.revoked_at', 'is', null),
    ),
    viewed: prepare((versionId: number, at: number, before: number) =>
      db
        .updateTable('quote_versions')
        .set({ first_viewed_at: raw<number>`coalesce(first_viewed_at, ${at})`, last_viewed_at: at })
        .where('id', '=', versionId)
        .where((eb) =>
          eb.or([eb('last_viewed_at', 'is', null), eb('last_viewed_at', '<=', before)]),
        ),
    ),
  }
  return {
    /** The page behind a link's token hash, or null: the same one lookup whatever the token. */
    async quotePage(tokenHash: string): Promise<QuotePageRow | null> {
      const [row] = await sql.read(query.page(tokenHash))
      return (row as QuotePageRow | undefined) ?? null
    },
    /** Records an opening of a version, unless one was recorded less than a minute ago. */
    async quoteViewed(versionId: number, at: number) {
      await sql.write(query.viewed(versionId, at, at - VIEW_INTERVAL_MS))
    },
  }
}
