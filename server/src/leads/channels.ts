/**
 * The marketing channel a lead came through, and one name for each source however the visit
 * spelled it (`google`, `Google`, `www.google.com` and `google.com.qa` are one source). Both are
 * read from what the lead already stores (its `source` and its visit's UTM tags), so leads stored
 * before this grouping fall into it too.
 */
import type { Attribution } from '@contract/attribution.ts'
import type { LeadChannel } from '@contract/leads.ts'

/** Hosts and campaign names that stand for one source, tested against the name without `www.`. */
const KNOWN: Array<[string, RegExp]> = [
  ['google', /^(.+\.)?google(\.[a-z]{2,3}){1,2}$|^google$/],
  ['bing', /^(.+\.)?bing\.com$|^bing$/],
  ['yahoo', /^(.+\.)?yahoo(\.[a-z]{2,3}){1,2}$|^yahoo$/],
  ['duckduckgo', /^duckduckgo\.com$|^duckduckgo$/],
  ['facebook', /^(.+\.)?(facebook\.com|fb\.com|fb\.me)$|^(facebook|fb)$/],
  ['instagram', /^(.+\.)?instagram\.com$|^(instagram|ig)$/],
  ['linkedin', /^(.+\.)?(linkedin\.com|lnkd\.in)$|^linkedin$/],
  ['x', /^(t\.co|(.+\.)?twitter\.com|x\.com)$|^(twitter|x)$/],
  ['youtube', /^(.+\.)?(youtube\.com|youtu\.be)$|^youtube$/],
  ['tiktok', /^(.+\.)?tiktok\.com$|^tiktok$/],
  ['snapchat', /^(.+\.)?snapchat\.com$|^snapchat$/],
  ['whatsapp', /^(wa\.me|(.+\.)?whatsapp\.com)$|^(whatsapp|wa)$/],
]

const SEARCH = new Set(['google', 'bing', 'yahoo', 'duckduckgo'])
const SOCIAL = new Set(['facebook', 'instagram', 'linkedin', 'x', 'youtube', 'tiktok', 'snapchat'])

/** One name for a source: lower case, no scheme, path or `www.`, and the site's own name if known. */
export function normaliseSource(raw: string): string {
  const host = raw
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^www\d*\./, '')
  return KNOWN.find(([, pattern]) => pattern.test(host))?.[0] ?? host
}

const PAID =
  /^(cpc|ppc|cpm|cpv|paid|paid[-_ ]?(search|social|ads?)|sem|ads?|display|social[-_ ]?paid)$/
const PAID_SOCIAL = /^(paid[-_ ]?social|social[-_ ]?paid|paidsocial)$/
const EMAIL = /^(e-?mail|newsletter)$/

/**
 * The channel of a lead, from its visit's medium and its source: a campaign's own tags first
 * (paid, e-mail), then where the visit came from. Null for a lead stored before the site kept
 * visits, whose source is unknown.
 */
export function channelOf(
  source: string | null,
  attribution: Attribution | null,
): LeadChannel | null {
  if (source === null) return null
  const name = normaliseSource(source)
  const medium = attribution?.utmMedium?.trim().toLowerCase() ?? ''
  if (name === 'whatsapp' || medium === 'whatsapp') return 'whatsapp'
  if (EMAIL.test(medium) || EMAIL.test(name)) return 'email'
  if (PAID_SOCIAL.test(medium)) return 'paid-social'
  if (PAID.test(medium) || attribution?.gclid)
    return SOCIAL.has(name) ? 'paid-social' : 'paid-search'
  if (SEARCH.has(name)) return 'organic-search'
  if (SOCIAL.has(name)) return 'organic-social'
  return name === 'direct' ? 'direct' : 'referral'
}
