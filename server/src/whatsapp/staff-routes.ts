/**
 * Staff routes, behind the console's guards (`leads`: admins and sales, who work leads, and
 * `writes` for a change): a lead's WhatsApp thread (issue 54, item 5). Operations never open a
 * lead, so they neither read nor write its messages.
 *
 * `GET /api/staff/leads/:id/whatsapp` answers the thread both ways, the customer's consent, their
 * 24-hour window and the templates staff may pick, filled from the lead. `POST` to the same
 * address queues free text (only inside the window) or a template (only to a customer who agreed
 * to WhatsApp updates), never to a number that said STOP; each send is audited. `POST
 * …/whatsapp/seen {upTo}` marks the customer's messages read up to the newest the console showed:
 * a separate write rather than a side effect of reading, because an open lead reads its thread
 * again on every live change, also in a tab nobody is looking at. Without WhatsApp set up, all
 * three answer 404; the inbox then counts no WhatsApp messages.
 */
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify'

import { staffMessages } from '@contract/staff-messages.ts'
import {
  whatsappSeenSchema,
  whatsappSendSchema,
  type WhatsAppSeen,
  type WhatsAppSend,
  type WhatsAppSent,
  type StaffWhatsAppTemplate,
  type WhatsAppThread,
} from '@contract/whatsapp-staff.ts'
import { whatsappMessages } from '@contract/whatsapp-messages.ts'
import { whatsappNumber, windowClosesAt, windowOpen } from '@contract/whatsapp.ts'
import { recordId } from '../http/index.ts'
import { actor, staffOf } from '../people/index.ts'
import { qatarToday } from '../../../src/lib/qatar-today.ts'
import type { WhatsAppContactStore } from './contacts.ts'
import type { WhatsAppStaffStore } from './staff-queries.ts'
import { consentOf, dohaMinute, staffTemplates, threadMessage } from './staff-thread.ts'
import { renderTemplate, whatsappTemplate } from './templates.ts'

export function whatsappStaffRoutes(
  app: FastifyInstance,
  repo: WhatsAppStaffStore & WhatsAppContactStore,
  guards: { writes: onRequestHookHandler; leads: onRequestHookHandler },
  /** config.whatsapp is set: without it nothing here answers but 404. */
  configured: boolean,
  /** Wakes the outbox for a queued message, and tells every console a thread changed. */
  onChange: () => void,
  now = Date.now,
) {
  const { writes, leads } = guards
  const refuse = (reply: FastifyReply, status: number, error: string) =>
    reply.code(status).send({ error })

  /** The lead the address names with its number's contact row, or the reply refusing it. */
  async function threadOf(id: string, reply: FastifyReply) {
    if (!configured) return { refused: refuse(reply, 404, whatsappMessages.notConfigured) }
    const leadId = recordId(id)
    const subject = leadId === undefined ? null : await repo.whatsappSubject(leadId)
    if (!subject) return { refused: refuse(reply, 404, staffMessages.noSuchLead) }
    const phone = whatsappNumber(subject.phoneNumber)
    const contact = phone === null ? undefined : await repo.whatsappContact(phone)
    return { subject, phone, contact }
  }

  app.get<{ Params: { id: string } }>(
    '/api/staff/leads/:id/whatsapp',
    { onRequest: leads },
    async (request, reply) => {
      const found = await threadOf(request.params.id, reply)
      if (!found.subject) return found.refused
      const { subject, phone, contact } = found
      const language = contact?.locale ?? subject.locale
      const lastInboundAt =
        contact?.last_inbound_at == null ? null : Number(contact.last_inbound_at)
      const thread: WhatsAppThread = {
        phone,
        language,
        consent: consentOf(contact),
        window: {
          open: windowOpen(lastInboundAt, now()),
          lastInboundAt,
          closesAt: windowClosesAt(lastInboundAt),
        },
        messages: (await repo.whatsappThread(subject.id)).map(threadMessage),
        templates: staffTemplates(subject, language, qatarToday()),
      }
      return thread
    },
  )

  app.post<{ Params: { id: string }; Body: WhatsAppSend }>(
    '/api/staff/leads/:id/whatsapp',
    { schema: { body: whatsappSendSchema }, onRequest: [writes, leads] },
    async (request, reply) => {
      const found = await threadOf(request.params.id, reply)
      if (!found.subject) return found.refused
      const { subject, phone, contact } = found
      if (phone === null) return refuse(reply, 422, whatsappMessages.noNumber)
      const consent = consentOf(contact)
      if (consent.state === 'stopped') return refuse(reply, 409, whatsappMessages.optedOut)
      const sending = request.body
      const language = contact?.locale ?? subject.locale
      const at = now()
      let message: { body: string; template?: StaffWhatsAppTemplate; params?: string[] }
      if (sending.kind === 'text') {
        const lastInboundAt =
          contact?.last_inbound_at == null ? null : Number(contact.last_inbound_at)
        if (!windowOpen(lastInboundAt, at))
          return refuse(
            reply,
            409,
            lastInboundAt === null
              ? whatsappMessages.windowNeverOpened
              : whatsappMessages.windowClosed(dohaMinute(windowClosesAt(lastInboundAt)!)),
          )
        message = { body: sending.body }
      } else {
        // A template starts a conversation: only with the customer's yes (issue 54, item 3).
        if (consent.state !== 'agreed') return refuse(reply, 409, whatsappMessages.noConsent)
        const { parameters } = whatsappTemplate(sending.template)
        if (sending.values.length !== parameters.length)
          return refuse(reply, 422, whatsappMessages.valueCount(parameters.length))
        message = {
          body: renderTemplate(sending.template, language, sending.values),
          template: sending.template,
          params: sending.values,
        }
      }
      const { member } = staffOf(request)
      const row = await repo.sendWhatsApp(
        {
          phone,
          leadId: subject.id,
          jobId: null,
          kind: sending.kind,
          language,
          authorId: member.id,
          authorName: member.name,
          at,
          ...message,
        },
        {
          ...actor(request, 'whatsapp.send'),
          recordType: 'lead',
          recordId: subject.id,
          // What went, never its words or the number (the trail holds no contact details).
          after: {
            kind: sending.kind,
            language,
            ...(message.template && { template: message.template }),
          },
        },
      )
      onChange()
      const sent: WhatsAppSent = { message: threadMessage(row) }
      return reply.code(201).send(sent)
    },
  )

  app.post<{ Params: { id: string }; Body: WhatsAppSeen }>(
    '/api/staff/leads/:id/whatsapp/seen',
    { schema: { body: whatsappSeenSchema }, onRequest: [writes, leads] },
    async (request, reply) => {
      const found = await threadOf(request.params.id, reply)
      if (!found.subject) return found.refused
      const marked = await repo.markWhatsAppSeen(found.subject.id, request.body.upTo, now())
      // The other consoles' counts go down with this one's.
      if (marked > 0) onChange()
      return { marked }
    },
  )

  // What the inbox and its live stream count, once WhatsApp is set up.
  return configured
    ? {
        unreadByLead: (leadIds: number[]) => repo.whatsappUnreadByLead(leadIds),
        unread: () => repo.whatsappUnread(),
      }
    : null
}
