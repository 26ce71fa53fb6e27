import { isMilestone, shownContent } from '@contract/jobs.ts'
import { arabicPlacesIn } from '../../../src/lib/arabic-places.ts'
import {
  CONFIRM_LINK_MS,
  hashToken,
  newToken,
  type SubscriptionStore,
  type TrackingStore,
} from '../shipments/index.ts'

import type { Notification } from './mailer.ts'
import type { OutboxMessage } from './queries.ts'

/** What a subscriber's e-mail is made from. */
export type SubscriberRows = Pick<SubscriptionStore, 'findSubscriber' | 'addSubscriptionToken'> &
  Pick<TrackingStore, 'findStatusUpdate'>

/**
 * The e-mail a subscriber's outbox row stands for, with a fresh token, or null when it is no
 * longer due: the address confirmed meanwhile (a confirmation), or left, or the update lost its
 * milestone or was removed (a milestone).
 */
export async function subscriberNotification(
  repo: SubscriberRows,
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
    wholeMove: Number(subscriber.whole_move) === 1,
    locale: subscriber.locale,
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
    // A subscriber to the whole move hears of another leg's milestone under that leg's number.
    trackingId: update.tracking_id,
    milestone: update.milestone,
    date: update.status_date,
    time: update.status_time,
    // Arabic readers get staff's Arabic note when there is one, and known places in Arabic, as
    // on the Arabic tracking page.
    content:
      mail.locale === 'ar'
        ? arabicPlacesIn(
            shownContent(update.status_content_ar ?? update.status_content, update.location),
          )
        : shownContent(update.status_content, update.location),
  }
}
