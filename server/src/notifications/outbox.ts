import type { EnquiryChannel, EnquiryStore, NewEnquiry } from '../leads/index.ts'
import { startLeasedWorker } from '../db/leased-worker.ts'
import type { Logger } from '../http/index.ts'

import type { FollowUpMailPayload, FollowUpMailStore } from './follow-up-queries.ts'
import type { LeadWebhook, LeadWebhookPayload } from './lead-webhook.ts'
import type { Mailer, Notification } from './mailer.ts'
import type { OutboxChannel, OutboxMessage, OutboxStore } from './queries.ts'
import type { StaffMailPayload, StaffMailRows } from '../people/index.ts'
import type {
  QuoteAcceptedPayload,
  QuoteAcceptStore,
  QuoteCodePayload,
  QuoteAskStore,
  QuoteMailPayload,
  QuoteQuestionPayload,
  QuoteSendStore,
} from '../quotes/index.ts'
import { subscriberNotification, type SubscriberRows } from './subscriber-notification.ts'
import { WhatsAppSendError } from '../whatsapp/index.ts'
import type { WhatsAppPayload, WhatsAppSender } from './whatsapp-delivery.ts'

export type OutboxSettings = {
  pollMs: number
  maxAttempts: number
  /** First retry delay; doubles per attempt up to an hour. */
  retryBaseMs: number
  /** How long a claimed message is reserved; longer than any delivery attempt can take. */
  leaseMs: number
}

/**
 * What an outbox row's payload holds: an enquiry's whole notification (a snapshot, so later
 * edits don't change the mail), or only the kind of a subscriber's e-mail, made from the row's
 * ids when it goes; or, not an e-mail, a new lead's message to the CRM.
 */
type MailPayload =
  | { kind: 'enquiry'; enquiry: NewEnquiry; channel?: EnquiryChannel }
  /** Made, when it goes, from the enquiries stored under the row's digest key. */
  | { kind: 'enquiry-digest' }
  /** To the customer: made, when it goes, from the enquiry as stored. */
  | { kind: 'enquiry-acknowledgement' }
  | { kind: 'subscription-confirm' }
  | { kind: 'milestone' }
  /** Made when it goes; a link's secret is drawn then, so the row holds none (ADR 040). */
  | StaffMailPayload
  /** To the customer: made when it goes from the version sent, with a link drawn then (ADR 040). */
  | QuoteMailPayload
  /** To the customer: a code confirming an acceptance, drawn when it goes; the row holds none. */
  | QuoteCodePayload
  /** To the customer (a link drawn when it goes) and to staff: a quote was accepted. */
  | QuoteAcceptedPayload
  /** To staff: a customer asked on a quote's page; made from the lead's note when it goes. */
  | QuoteQuestionPayload
  /** To the customer or to staff: a follow-up, made when it goes with its links drawn then. */
  | FollowUpMailPayload

type Payload = MailPayload | LeadWebhookPayload | WhatsAppPayload

/** The channel a failure is counted under (the metrics' label). */
export type OutboxFailureChannel = 'email' | 'webhook' | 'whatsapp'

/**
 * How messages leave, each channel by its own means; a missing one leaves its messages queued
 * (production without SMTP holds e-mail; without LEADS_WEBHOOK_URL nothing goes to a CRM;
 * without WhatsApp set up its stored messages wait).
 */
export type OutboxChannelSenders = {
  mailer: Mailer | null
  leadWebhook: LeadWebhook | null
  whatsapp?: WhatsAppSender | null
}

export type Outbox = {
  /** Deliver now rather than at the next poll (called after a notification is committed). */
  kick(): void
  /** Stops polling, lets the delivery in flight finish, then closes the mailer's connections. */
  stop(): Promise<void>
}

const HOUR = 3_600_000

/**
 * Delivers the notifications written in the transaction of what they announce (an enquiry, a
 * subscription, a status update with a milestone), by e-mail or, for a new lead, to the CRM. A
 * failed attempt is retried with back-off; a crash leaves the message leased and due again later,
 * so each is delivered at least once.
 */
export function startOutbox(
  repo: OutboxStore &
    Pick<EnquiryStore, 'listDigest' | 'findEnquiry'> &
    SubscriberRows &
    StaffMailRows &
    Pick<QuoteSendStore, 'quoteMailFor'> &
    Pick<QuoteAcceptStore, 'quoteCodeMailFor' | 'quoteAcceptedMailFor'> &
    Pick<QuoteAskStore, 'quoteQuestionMailFor'> &
    Pick<FollowUpMailStore, 'followUpMailFor'>,
  { mailer, leadWebhook, whatsapp = null }: OutboxChannelSenders,
  log: Logger,
  settings: OutboxSettings,
  /** Hears of every failed attempt, by channel, and whether it was the last (the metrics). */
  onFailure: (channel: OutboxFailureChannel, gaveUp: boolean) => void = () => {},
): Outbox {
  const channels: OutboxChannel[] = [
    // Without SMTP e-mail waits, unless nothing else could be sent (then its failures show).
    ...(mailer || (!leadWebhook && !whatsapp?.configured) ? ['mail' as const] : []),
    ...(leadWebhook ? ['lead-webhook' as const] : []),
    // Automatic messages are made, or let go, when they are due; stored ones wait for WhatsApp.
    ...(whatsapp ? ['whatsapp-auto' as const] : []),
    ...(whatsapp?.configured ? ['whatsapp' as const] : []),
  ]

  async function notificationFor(
    message: OutboxMessage,
    payload: MailPayload,
  ): Promise<Notification | null> {
    if (payload.kind === 'enquiry-digest') {
      const key = message.digestKey
      if (key === null) throw new Error('A digest names no key.')
      return { kind: 'enquiry-digest', key, enquiries: await repo.listDigest(key) }
    }
    if (payload.kind === 'staff-mail') return repo.staffMailFor(payload)
    if (payload.kind === 'quote-link') return repo.quoteMailFor(payload)
    if (payload.kind === 'quote-code') return repo.quoteCodeMailFor(payload)
    if (payload.kind === 'quote-accepted') return repo.quoteAcceptedMailFor(payload)
    if (payload.kind === 'quote-question') return repo.quoteQuestionMailFor(payload)
    if (payload.kind === 'follow-up') return repo.followUpMailFor(payload)
    if (payload.kind === 'enquiry-acknowledgement') {
      if (message.enquiryId === null) throw new Error('An acknowledgement names no enquiry.')
      const enquiry = await repo.findEnquiry(message.enquiryId)
      // A lead erased since has no one left to write to.
      return enquiry && { kind: 'enquiry-acknowledgement', enquiry }
    }
    if (payload.kind !== 'enquiry') return subscriberNotification(repo, message, payload.kind)
    const id = message.enquiryId
    if (id === null) throw new Error('An enquiry notification names no enquiry.')
    const { channel } = payload
    return { kind: 'enquiry', enquiry: { ...payload.enquiry, id }, ...(channel && { channel }) }
  }

  async function mail(message: OutboxMessage, payload: MailPayload) {
    if (!mailer) throw new Error('No mailer: e-mail is held.')
    const notification = await notificationFor(message, payload)
    // One no longer due (the subscriber left, the milestone was taken back) is done with.
    if (notification) await mailer.send(notification)
  }

  async function toCrm(message: OutboxMessage, { webhookId }: LeadWebhookPayload) {
    if (!leadWebhook) throw new Error('No LEADS_WEBHOOK_URL: leads are held.')
    if (message.enquiryId === null) throw new Error('A lead webhook names no enquiry.')
    const enquiry = await repo.findEnquiry(message.enquiryId)
    // A lead erased since has nothing left to send.
    if (enquiry) await leadWebhook.send(webhookId, enquiry)
  }

  async function toWhatsApp(message: OutboxMessage, payload: WhatsAppPayload) {
    if (!whatsapp) throw new Error('No WhatsApp sender: its messages are held.')
    await whatsapp.deliver(message, payload, message.attempts >= settings.maxAttempts)
  }

  async function deliver(message: OutboxMessage) {
    let kind: Payload['kind'] | undefined
    try {
      const payload = JSON.parse(message.payload) as Payload
      kind = payload.kind
      await (payload.kind === 'lead-webhook'
        ? toCrm(message, payload)
        : payload.kind === 'whatsapp' || payload.kind === 'whatsapp-auto'
          ? toWhatsApp(message, payload)
          : mail(message, payload))
      await repo.markOutboxSent(message.id)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      // A refusal Meta means for good is not tried again.
      const giveUp =
        message.attempts >= settings.maxAttempts ||
        (error instanceof WhatsAppSendError && error.permanent)
      const retryAt = giveUp
        ? null
        : Date.now() + Math.min(settings.retryBaseMs * 2 ** (message.attempts - 1), HOUR)
      onFailure(
        kind === 'lead-webhook'
          ? 'webhook'
          : kind === 'whatsapp' || kind === 'whatsapp-auto'
            ? 'whatsapp'
            : 'email',
        giveUp,
      )
      await repo.markOutboxFailed(message.id, reason, retryAt)
      const details = { outboxId: message.id, kind, attempts: message.attempts, error: reason }
      if (giveUp)
        log.error(details, 'notification given up; what it announces is stored, tell staff')
      else log.warn(details, 'notification failed; will retry')
    }
  }

  const worker = startLeasedWorker({
    pollMs: settings.pollMs,
    claim: () => {
      const now = Date.now()
      return repo.claimOutbox(now, now + settings.leaseMs, 10, channels)
    },
    // Side by side: their bookkeeping writes then share one commit of the SQLite writer.
    handle: async (batch) => {
      await Promise.all(batch.map(deliver))
    },
    onError: (error) => log.error({ error: String(error) }, 'outbox run failed'),
  })

  return {
    kick: worker.kick,
    async stop() {
      await worker.stop()
      mailer?.close()
    },
  }
}
