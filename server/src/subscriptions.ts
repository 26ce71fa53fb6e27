/**
 * Milestone e-mails to subscribers: the links they carry and the random tokens in them. A token
 * is made when its e-mail is about to go, and only its hash is kept, so the database never holds
 * a working link.
 */
import { createHash, randomBytes } from 'node:crypto'

import { isMilestone } from '../../shared/contract/jobs.ts'

import type { OutboxMessage, Repository } from './db/repository.ts'
import type { Notification } from './mailer.ts'
import { TRACK_PAGE } from './routes/track-page.ts'

export const subscriptionPaths = {
  subscribe: '/api/jobs/subscriptions/',
  confirm: '/api/jobs/subscriptions/confirm/',
  unsubscribe: '/api/jobs/subscriptions/unsubscribe/',
} as const

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7
const CONFIRM_LINK_MS = CONFIRM_LINK_DAYS * 24 * 3_600_000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** 256 random bits, URL-safe. */
const newToken = () => randomBytes(32).toString('base64url')

export const trackingLink = (siteUrl: string, trackingId: string) =>
  `${siteUrl}${TRACK_PAGE}?tracking_id=${encodeURIComponent(trackingId)}`

export const tokenLink = (siteUrl: string, path: string, token: string) =>
  `${siteUrl}${path}?token=${token}`

/**
 * The e-mail a subscriber's outbox row stands for, with a fresh token, or null when it is no
 * longer due: the address confirmed meanwhile (a confirmation), or left, or the update lost its
 * milestone or was removed (a milestone).
 */
export async function subscriberNotification(
  repo: Repository,
  message: OutboxMessage,
  kind: 'subscription-confirm' | 'milestone',
): Promise<Notification | null> {
  const { subscriptionId, statusUpdateId } = message
  const subscriber = subscriptionId === null ? null : await repo.findSubscriber(subscriptionId)
  if (subscriptionId === null || !subscriber) return null
  const active = subscriber.confirmed_at !== null && subscriber.unsubscribed_at === null
  const token = newToken()
  const mail = {
    subscriptionId,
    to: subscriber.email,
    trackingId: subscriber.tracking_id,
    token,
  }
  if (kind === 'subscription-confirm') {
    if (active) return null
    await repo.addSubscriptionToken(
      hashToken(token),
      subscriptionId,
      'confirm',
      Date.now() + CONFIRM_LINK_MS,
    )
    return { kind, ...mail }
  }
  const update = statusUpdateId === null ? null : await repo.findStatusUpdate(statusUpdateId)
  if (!active || !update || !isMilestone(update.milestone)) return null
  await repo.addSubscriptionToken(hashToken(token), subscriptionId, 'unsubscribe', null)
  return {
    kind,
    ...mail,
    milestone: update.milestone,
    date: update.status_date,
    time: update.status_time,
    content: update.status_content,
  }
}
