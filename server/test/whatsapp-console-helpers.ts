// What the tests of the console's WhatsApp thread share (issue 54, item 5): the staff world with
// WhatsApp set up (or not), customers whose lead, consent and 24-hour window are laid down in the
// database as the webhook and the forms would leave them, and the thread's requests as the
// console makes them.
import { expect } from 'vitest'

import type { Backend } from './helpers.ts'
import { quoteSendWorld } from './quote-send-helpers.ts'

/** WHATSAPP_* as production sets them; the Graph API is not needed to queue a message. */
const WHATSAPP_ENV = {
  WHATSAPP_TOKEN: 'test-token',
  WHATSAPP_PHONE_NUMBER_ID: '1234567890',
  WHATSAPP_APP_SECRET: 'test-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'test-verify-token',
  WHATSAPP_API_BASE: 'http://127.0.0.1:9',
}

export const HOUR = 60 * 60 * 1000
type Role = 'admin' | 'sales' | 'operations'

export type Customer = {
  locale?: 'en' | 'ar'
  name?: string
  /** Digits the lead was sent with; one of its own when left out. */
  phone?: string
  /** How long ago they agreed to WhatsApp updates (and from where), if they did. */
  agreedAgo?: number
  source?: string
  /** How long ago they said STOP, if they did. */
  stoppedAgo?: number
  /** How long ago their last message came in, if one did. */
  wroteAgo?: number
}

export function whatsappConsoleWorld(backend: Backend, env: Record<string, string> = WHATSAPP_ENV) {
  const world = quoteSendWorld(backend, env)
  const { call, newLead, exec, query } = world
  let customers = 0
  const url = (leadId: number | string) => `/api/staff/leads/${leadId}/whatsapp`

  /** A lead from the site, and its number's row as consent and messages left it. */
  async function customer(given: Customer = {}) {
    customers += 1
    const phone =
      given.phone ?? `9746${backend === 'sqlite' ? 1 : 2}${String(customers).padStart(6, '0')}`
    const { leadId, email } = await newLead({
      phoneNumber: phone,
      fullName: given.name ?? `Customer ${customers}`,
      locale: given.locale ?? 'en',
    })
    const now = Date.now()
    const at = (ago: number | undefined) => (ago === undefined ? 'NULL' : String(now - ago))
    if (
      given.agreedAgo !== undefined ||
      given.stoppedAgo !== undefined ||
      given.wroteAgo !== undefined
    )
      await exec(
        `INSERT INTO whatsapp_contacts (phone, locale, consent_at, consent_source, opted_out_at, last_inbound_at, created_at, updated_at)
         VALUES ('${phone}', '${given.locale ?? 'en'}', ${at(given.agreedAgo)}, ${given.agreedAgo === undefined ? 'NULL' : `'${given.source ?? 'enquiry'}'`}, ${at(given.stoppedAgo)}, ${at(given.wroteAgo)}, ${now}, ${now})`,
      )
    return { leadId, email, phone }
  }

  /** A customer's message on the lead's thread, as the webhook's worker stores one. */
  async function incoming(leadId: number, phone: string, body: string, ago = 0, media = '') {
    const at = Date.now() - ago
    await exec(
      `INSERT INTO whatsapp_messages (phone, lead_id, direction, wa_id, kind, language, body, status, status_at, at${media ? ', media_id, media_type, media_name, media_size' : ''})
       VALUES ('${phone}', ${leadId}, 'in', 'wamid.in-${leadId}-${at}-${Math.random()}', '${media ? 'document' : 'text'}', 'en', '${body}', 'received', ${at}, ${at}${media ? `, 'media-1', 'application/pdf', '${media}', 2048` : ''})`,
    )
  }

  const thread = (leadId: number | string, role: Role = 'sales', language?: 'en' | 'ar') =>
    call(role, 'GET', url(leadId), undefined, language)
  const send = (
    leadId: number | string,
    body: unknown,
    role: Role = 'sales',
    language?: 'en' | 'ar',
  ) => call(role, 'POST', url(leadId), body, language)
  const seen = (leadId: number | string, upTo: number, role: Role = 'sales') =>
    call(role, 'POST', `${url(leadId)}/seen`, { upTo })

  /** The thread as the console reads it, checked to be answered. */
  async function threadOf(leadId: number) {
    const answer = await thread(leadId)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json()
  }

  /** What staff queued on this lead (the product's own messages aside), oldest first. */
  const staffSends = (leadId: number) =>
    query(
      `SELECT * FROM whatsapp_messages WHERE lead_id = ${leadId} AND direction = 'out' AND author_id IS NOT NULL ORDER BY id`,
    )

  return { ...world, url, customer, incoming, thread, send, seen, threadOf, staffSends }
}
