/**
 * Searching the leads inbox and the shipments desk (issue 48, N7): what is typed is looked for as
 * it is, LIKE's wildcards included, and a search too long to be one is refused rather than dropped,
 * which would answer the whole unfiltered list as if it matched.
 */
import { sql, type Expression } from 'kysely'

import { MAX_SEARCH } from '@contract/staff.ts'
import { staffMessages } from '@contract/staff-messages.ts'

/** `text` in a LIKE pattern, its `%`, `_` and `\` taken literally (the LIKE says `escape '\'`). */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/** `value LIKE pattern`, with the escape `likeLiteral` writes: SQLite has no default one. */
export const like = (value: Expression<string | null>, pattern: string) =>
  sql<boolean>`${value} like ${pattern} escape '\\'`

/** The query string's `q`: the trimmed search (undefined for none), or the refusal of a long one. */
export function searchOf(
  value: unknown,
): { ok: true; search: string | undefined } | { ok: false; error: string } {
  const search = typeof value === 'string' ? value.trim() : ''
  if (search.length > MAX_SEARCH)
    return { ok: false, error: staffMessages.searchTooLong(MAX_SEARCH) }
  return { ok: true, search: search || undefined }
}
