import { attributionLimits, type Attribution } from '@contract/attribution'

import { ATTRIBUTION_KEY } from './capture-attribution'

/** Where each field was kept: the landing URL's own tag names for the campaign fields. */
const storedAs: Record<keyof typeof attributionLimits, string> = {
  landingPage: 'landingPage',
  referrer: 'referrer',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  gclid: 'gclid',
}

// What the server refuses on one line (shared/contract/single-line.ts) and every control
// character: a space stands in, so words stay apart.
// eslint-disable-next-line no-control-regex
const NOT_ON_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g

/** One line, trimmed and cut to `most`, without half of a character at the cut. */
const tidy = (text: string, most: number) =>
  text
    .replace(NOT_ON_ONE_LINE, ' ')
    .trim()
    .slice(0, most)
    .replace(/[\ud800-\udbff]$/, '')
    .trim()

/**
 * The visit as an enquiry sends it, or undefined when nothing was kept. Whatever session storage
 * holds, the result is one the server accepts: known fields only, each a string on one line
 * within its limit, so an enquiry is never refused for it.
 */
export function readAttribution(): Attribution | undefined {
  let kept: unknown
  try {
    kept = JSON.parse(sessionStorage.getItem(ATTRIBUTION_KEY) ?? 'null')
  } catch {
    return undefined
  }
  if (!kept || typeof kept !== 'object') return undefined
  const attribution: Attribution = {}
  for (const [field, most] of Object.entries(attributionLimits) as Array<
    [keyof Attribution, number]
  >) {
    const value = (kept as Record<string, unknown>)[storedAs[field]]
    const text = typeof value === 'string' ? tidy(value, most) : ''
    if (text) attribution[field] = text
  }
  return Object.keys(attribution).length ? attribution : undefined
}
