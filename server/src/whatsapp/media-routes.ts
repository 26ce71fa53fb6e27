/**
 * Staff route, behind the console's guards (a live session; then the role that may read the
 * thread: `leads` for a lead's message, `shipments` for a shipment's alone):
 * `GET /api/staff/whatsapp/media/:messageId` serves a customer's attachment, fetched from the
 * Graph API as it is asked for (media.ts), never stored. Images, voice notes and videos are shown
 * in the console; documents are downloaded under a safe name. Nothing of it may be cached or
 * sniffed into another type.
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify'

import { can, type StaffAbility } from '@contract/staff.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import { whatsappInboundMessages as words } from '@contract/whatsapp-inbound-messages.ts'
import { recordId } from '../http/index.ts'
import { staffOf } from '../people/index.ts'
import type { WhatsAppSettings } from '../settings/whatsapp.ts'

import type { WhatsAppInboundStore } from './inbound-queries.ts'
import { baseType, fetchWhatsAppMedia, MediaRefused, servedAs } from './media.ts'

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
}

/**
 * The customer's file name without folders, control characters or quotes, at most 100
 * characters, else one made from the message; its ASCII form for old clients beside its UTF-8.
 */
function contentDisposition(
  how: 'inline' | 'attachment',
  name: string | null,
  messageId: number,
  type: string,
) {
  const cleaned = (name ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/[\p{Cc}\p{Cf}"\\;]/gu, '')
    .trim()
    .slice(0, 100)
  const safe = cleaned || `whatsapp-${messageId}.${EXTENSIONS[type] ?? 'bin'}`
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_')
  // RFC 5987 leaves out the few characters encodeURIComponent keeps but its values may not hold.
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${how}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

export function whatsappMediaRoutes(
  app: FastifyInstance,
  repo: Pick<WhatsAppInboundStore, 'whatsappMessageMedia'>,
  guards: { member: onRequestHookHandler },
  settings: Pick<WhatsAppSettings, 'apiBase' | 'token'>,
) {
  app.get<{ Params: { messageId: string } }>(
    '/api/staff/whatsapp/media/:messageId',
    { onRequest: guards.member },
    async (request, reply) => {
      const id = recordId(request.params.messageId)
      const message = id === undefined ? undefined : await repo.whatsappMessageMedia(id)
      if (!message || id === undefined) return reply.code(404).send({ error: words.noMessage })
      // A shipment's thread alone is operations' to read; anything on a lead is sales'.
      const ability: StaffAbility =
        message.lead_id === null && message.job_id !== null ? 'shipments' : 'leads'
      if (!can(staffOf(request).member.role, ability))
        return reply.code(403).send({ error: staffMessages.forbidden })
      if (!message.media_id) return reply.code(404).send({ error: words.noMedia })
      // What the webhook said it is is refused before anything is fetched.
      if (message.media_type && !servedAs(message.media_type))
        return reply.code(415).send({ error: words.mediaType(baseType(message.media_type)) })
      try {
        const { type, bytes } = await fetchWhatsAppMedia(settings, message.media_id)
        return reply
          .code(200)
          .type(type)
          .header('content-length', bytes.byteLength)
          .header(
            'content-disposition',
            contentDisposition(servedAs(type)!, message.media_name, id, type),
          )
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(bytes)
      } catch (error) {
        if (!(error instanceof MediaRefused)) throw error
        request.log.warn({ messageId: id, status: error.status }, 'WhatsApp attachment not served')
        return reply.code(error.status).send({ error: error.message })
      }
    },
  )
}
