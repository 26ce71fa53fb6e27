/**
 * Milestone e-mails to subscribers: the links they carry and the random tokens in them. A token
 * is made when its e-mail is about to go (notifications/subscriber-notification.ts), and only its
 * hash is kept, so the database never holds a working link.
 */
import { createHash, randomBytes } from 'node:crypto'

import { localePath, type Locale } from '../../../src/i18n/locales.ts'

import { TRACK_PAGE } from './track-page.ts'

export const subscriptionPaths = {
  subscribe: '/api/jobs/subscriptions/',
  confirm: '/api/jobs/subscriptions/confirm/',
  unsubscribe: '/api/jobs/subscriptions/unsubscribe/',
} as const

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7
export const CONFIRM_LINK_MS = CONFIRM_LINK_DAYS * 24 * 3_600_000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url')

/** The result link of a job, on the track page of the subscriber's language. */
export const trackingLink = (siteUrl: string, trackingId: string, locale: Locale = 'en') =>
  `${siteUrl}${localePath(locale, TRACK_PAGE)}?tracking_id=${encodeURIComponent(trackingId)}`

/**
 * A link with a token; an Arabic subscriber's also says `lang=ar`, so that even a link that no
 * longer works answers in Arabic.
 */
export const tokenLink = (siteUrl: string, path: string, token: string, locale: Locale = 'en') =>
  `${siteUrl}${path}?token=${token}${locale === 'en' ? '' : `&lang=${locale}`}`
