/**
 * The outbox's WhatsApp channel: a stored message (`{"kind":"whatsapp","messageId":N}`) is sent
 * as it was written; an automatic one (`{"kind":"whatsapp-auto",…}`) is made as it goes
 * (whatsapp-auto.ts), stored, and sent. Meta's id and 'sent' on success; a refusal Meta means for
 * good, or the last failed attempt, leaves the message 'failed' with Meta's words for staff.
 */
import {
  hasConsent,
  WhatsAppSendError,
  type GraphClient,
  type GraphMessage,
  type WhatsAppAutoPayload,
  type WhatsAppContactStore,
  type WhatsAppMessageRow,
  type WhatsAppOutboxStore,
} from '../whatsapp/index.ts'
import { makeAutoMessage, type AutoMessageRows } from './whatsapp-auto.ts'

/** A WhatsApp outbox row's payload; an automatic one names its message once it is made. */
export type WhatsAppPayload =
  { kind: 'whatsapp'; messageId: number } | (WhatsAppAutoPayload & { messageId?: number })

/** What the sender reads of the outbox row it delivers. */
type OutboxRow = {
  id: number
  payload: string
  enquiryId: number | null
  statusUpdateId: number | null
}

export type WhatsAppSender = {
  /** False while WhatsApp is not set up: stored messages wait, automatic ones are let go. */
  configured: boolean
  /**
   * Delivers the row's message, or finds it no longer due. Rejects when it was not sent; a
   * `WhatsAppSendError` that is `permanent` must not be tried again. On `lastAttempt` a failure
   * marks the message failed.
   */
  deliver(row: OutboxRow, payload: WhatsAppPayload, lastAttempt: boolean): Promise<void>
}

export type WhatsAppSenderRows = AutoMessageRows &
  WhatsAppContactStore &
  Pick<
    WhatsAppOutboxStore,
    'whatsappMessage' | 'whatsappSent' | 'whatsappFailed' | 'storeAutoMessage'
  >

/** The message to Meta a stored row stands for. */
function graphMessageOf(row: WhatsAppMessageRow): GraphMessage {
  if (row.kind === 'text') return { kind: 'text', to: row.phone, body: row.body }
  const params = typeof row.params === 'string' ? (JSON.parse(row.params) as string[]) : row.params
  return {
    kind: 'template',
    to: row.phone,
    template: row.template as Extract<GraphMessage, { kind: 'template' }>['template'],
    language: row.language,
    params: params ?? [],
  }
}

export function whatsappSender(
  repo: WhatsAppSenderRows,
  client: GraphClient | null,
  siteUrl: string,
): WhatsAppSender {
  async function send(id: number, message: GraphMessage, lastAttempt: boolean) {
    if (!client) throw new Error('WhatsApp is not set up: its messages are held.')
    try {
      await repo.whatsappSent(id, await client.send(message))
    } catch (error) {
      const permanent = error instanceof WhatsAppSendError && error.permanent
      if (permanent || lastAttempt)
        await repo.whatsappFailed(id, error instanceof Error ? error.message : String(error))
      throw error
    }
  }

  async function stored(messageId: number, lastAttempt: boolean) {
    const row = await repo.whatsappMessage(messageId)
    // Sent already (a crash after Meta took it), or gone with its lead: nothing to do.
    if (!row || row.status !== 'queued') return
    if (row.purpose !== 'opt-out') {
      const contact = await repo.whatsappContact(row.phone)
      // Nothing but the opt-out's own confirmation goes to a number that said STOP.
      if (contact?.opted_out_at != null && !hasConsent(contact)) {
        const refusal = new WhatsAppSendError('Not sent: the customer opted out (STOP).', true)
        await repo.whatsappFailed(row.id, refusal.message)
        throw refusal
      }
    }
    await send(row.id, graphMessageOf(row), lastAttempt)
  }

  return {
    configured: client !== null,
    async deliver(row, payload, lastAttempt) {
      if (payload.kind === 'whatsapp') return stored(payload.messageId, lastAttempt)
      // Without WhatsApp there is nothing to make: the e-mail said it, and a message made when
      // it is set up later would come late.
      if (!client) return
      const made = await makeAutoMessage(repo, row, payload, siteUrl)
      if (payload.messageId !== undefined) {
        // Made before and not sent: consent is asked again, and the values drawn again.
        if (!made) {
          await repo.whatsappFailed(payload.messageId, 'Not sent: no longer due or no consent.')
          return
        }
        const message = await repo.whatsappMessage(payload.messageId)
        if (!message || message.status !== 'queued') return
        return send(payload.messageId, made.send, lastAttempt)
      }
      // No consent now, or nothing left to announce: done with, nothing sent.
      if (!made) return
      const id = await repo.storeAutoMessage(row.id, row.payload, made.stored)
      return send(id, made.send, lastAttempt)
    },
  }
}
