/**
 * The webhook's worker (issue 54, item 4): reads the bodies the webhook stored, kicked after each
 * one commits and polling for the rest, each leased so that two instances never read one twice.
 * A body that cannot be read is tried again with back-off, then kept with its error: it never
 * stops the server and is never lost.
 */
import { isStopWord } from '@contract/whatsapp.ts'
import { readArabicSiteEnv, readSiteEnv } from '../../../src/config/site-env.ts'
import { startLeasedWorker, type LeasedWorker } from '../db/leased-worker.ts'
import type { Logger } from '../http/index.ts'

import type { WhatsAppContactStore } from './contacts.ts'
import type { WhatsAppEvent, WhatsAppEventStore } from './event-queries.ts'
import type { WhatsAppInboundStore } from './inbound-queries.ts'
import * as ar from './opt-out-messages.ar.ts'
import * as en from './opt-out-messages.ts'
import { readWebhook, scriptLocale, type InboundMessage } from './webhook-body.ts'

export type WhatsAppEventSettings = {
  pollMs: number
  maxAttempts: number
  /** First retry delay; doubles per attempt up to an hour. */
  retryBaseMs: number
  /** How long a leased body is reserved; longer than reading one can take. */
  leaseMs: number
}

/** Reads the stored bodies; kicked after the webhook stored one (db/leased-worker.ts). */
export type WhatsAppEvents = LeasedWorker

type Store = WhatsAppEventStore & WhatsAppInboundStore & WhatsAppContactStore

const HOUR = 3_600_000
const BATCH = 10

const env = import.meta.env as unknown as Record<string, string | undefined>
const confirmations = {
  en: en.optedOut(readSiteEnv(env).companyName),
  ar: ar.optedOut(readArabicSiteEnv(env).companyName),
}

export function startWhatsAppEvents(
  repo: Store,
  log: Logger,
  settings: WhatsAppEventSettings,
  hooks: {
    /** A lead's thread or the inbox changed: the consoles read them again. */
    onLeadChange: () => void
    /** A message was queued in the outbox (a STOP's confirmation, a new lead's e-mail). */
    onNotification: () => void
  },
  /** A new lead from WhatsApp goes to the CRM too, as a form's does (LEADS_WEBHOOK_URL). */
  { leadWebhook = false }: { leadWebhook?: boolean } = {},
): WhatsAppEvents {
  /** One message on its thread; true when a lead or the inbox changed. */
  async function receive(message: InboundMessage) {
    const contact = await repo.whatsappContact(message.from)
    const thread = await repo.whatsappThreadOf(message.from)
    const stop = message.kind === 'text' && isStopWord(message.body)
    // A number seen before keeps its language; a new one's is read from what it wrote.
    const locale = contact?.locale ?? scriptLocale(message.body)
    const { outcome } = await repo.receiveWhatsAppMessage({
      message,
      locale,
      thread,
      stop: stop ? { confirmation: confirmations[locale] } : null,
      leadWebhook,
    })
    if (outcome === 'repeat') return false
    if (stop || outcome === 'lead') hooks.onNotification()
    return true
  }

  async function read(event: WhatsAppEvent) {
    const { messages, statuses } = readWebhook(JSON.parse(event.body))
    let changed = false
    // In Meta's order: a customer's messages stay in the order they wrote them.
    for (const message of messages) changed = (await receive(message)) || changed
    for (const status of statuses)
      changed = (await repo.applyWhatsAppStatus(status)) !== null || changed
    if (changed) hooks.onLeadChange()
  }

  async function process(event: WhatsAppEvent) {
    try {
      await read(event)
      await repo.finishWhatsAppEvent(event.id)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      const details = { eventId: event.id, attempts: event.attempts, error: reason }
      if (event.attempts >= settings.maxAttempts) {
        await repo.finishWhatsAppEvent(event.id, reason)
        log.error(details, 'WhatsApp webhook body given up; kept in whatsapp_events with its error')
        return
      }
      const delay = Math.min(settings.retryBaseMs * 2 ** (event.attempts - 1), HOUR)
      await repo.retryWhatsAppEvent(event.id, Date.now() + delay, reason)
      log.warn(details, 'WhatsApp webhook body not read; will retry')
    }
  }

  return startLeasedWorker({
    pollMs: settings.pollMs,
    claim: () => {
      const now = Date.now()
      return repo.claimWhatsAppEvents(now, now + settings.leaseMs, BATCH)
    },
    // One after another: a customer's messages arrive on the thread in the order they came.
    handle: async (batch) => {
      for (const event of batch) await process(event)
    },
    onError: (error) => log.error({ error: String(error) }, 'WhatsApp events run failed'),
  })
}
