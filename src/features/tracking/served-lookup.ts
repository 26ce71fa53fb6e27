import { createContext, useContext } from 'react'

import type { ReceivedJob } from '@contract/jobs'

/**
 * A lookup the companion server has already made for a result link
 * (/track-your-cargo?tracking_id=…): it renders the result into the page and embeds the same data
 * for hydration, so the page shows the result before (and without) scripts and hydrates without
 * a mismatch or a second request.
 */
export type ServedLookup = { trackingId: string; jobs: ReceivedJob[] }

/** The id of the JSON block that carries the lookup in a served page. */
const SERVED_LOOKUP_ELEMENT_ID = 'served-lookup'

export const ServedLookupContext = createContext<ServedLookup | null>(null)

export const useServedLookup = () => useContext(ServedLookupContext)

/** The lookup embedded in the page, if the server made one. */
export function readServedLookup(): ServedLookup | null {
  const text = document.getElementById(SERVED_LOOKUP_ELEMENT_ID)?.textContent
  if (!text) return null
  try {
    const data = JSON.parse(text) as Partial<ServedLookup>
    return typeof data.trackingId === 'string' && Array.isArray(data.jobs)
      ? { trackingId: data.trackingId, jobs: data.jobs }
      : null
  } catch {
    return null
  }
}

/** The JSON block for a served page; `<` is escaped so no value can close the script element. */
export function servedLookupScript(lookup: ServedLookup): string {
  const json = JSON.stringify(lookup).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${SERVED_LOOKUP_ELEMENT_ID}">${json}</script>`
}
