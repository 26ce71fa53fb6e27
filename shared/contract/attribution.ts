/**
 * Where a lead came from (issue 35, section 4): what the public site keeps for the visit and sends
 * with an enquiry or a planned quote as its optional `attribution`. The browser keeps only these
 * fields; the server refuses any other, and any value longer than its limit or not on one line.
 */

/** Each field and its longest accepted value, in UTF-16 code units as JavaScript counts them. */
export const attributionLimits = {
  /** The path of the first page of the visit, e.g. `/services/storage-services-qatar`. */
  landingPage: 200,
  /** The host of the site the visit came from, when that was another site. */
  referrer: 200,
  utmSource: 100,
  utmMedium: 100,
  utmCampaign: 100,
  utmTerm: 100,
  utmContent: 100,
  /** Google Ads' click id. */
  gclid: 100,
} as const

export type AttributionField = keyof typeof attributionLimits

/** What a lead says of its visit; every field is optional and a short, single-line string. */
export type Attribution = Partial<Record<AttributionField, string>>
