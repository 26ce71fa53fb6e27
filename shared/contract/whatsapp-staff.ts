/**
 * The console's WhatsApp thread on a lead (issue 54, item 5): what `GET
 * /api/staff/leads/:id/whatsapp` answers and what `POST` to the same address accepts. Staff write
 * free text only while the customer's 24-hour window is open; outside it, only an approved
 * template, its values filled from the lead.
 */
import type { EnquiryLocale } from './enquiry.ts'
import type { Schema } from './messages.ts'
import { hiddenCharacterProblem } from './hidden-characters.ts'
import { object, refuse } from './staff.ts'
import type {
  WhatsAppConsentSource,
  WhatsAppDirection,
  WhatsAppKind,
  WhatsAppPurpose,
  WhatsAppStatus,
  WhatsAppTemplateName,
} from './whatsapp.ts'
import { whatsappMessages } from './whatsapp-messages.ts'

/** Meta's limit on a text message's body. */
export const MAX_WHATSAPP_TEXT = 4096
/** A template value staff type: a name, a date, a time window, never a paragraph. */
export const MAX_TEMPLATE_VALUE = 200

/**
 * The templates staff may pick from a lead's thread. The others go on their own, with what only
 * the product holds when it sends them: a quote's private link (never stored), a shipment's
 * milestone, a deposit just recorded.
 */
export const STAFF_WHATSAPP_TEMPLATES = [
  'move_reminder',
  'enquiry_received',
] as const satisfies readonly WhatsAppTemplateName[]
export type StaffWhatsAppTemplate = (typeof STAFF_WHATSAPP_TEMPLATES)[number]

export const isStaffTemplate = (value: unknown): value is StaffWhatsAppTemplate =>
  (STAFF_WHATSAPP_TEMPLATES as readonly unknown[]).includes(value)

/** One message of the thread, either way. */
export type WhatsAppThreadMessage = {
  id: number
  direction: WhatsAppDirection
  kind: WhatsAppKind
  template: WhatsAppTemplateName | null
  /** The text, a template's body as the customer read it, or an attachment's caption. */
  body: string
  status: WhatsAppStatus
  statusAt: number | null
  /** Meta's reason, when it refused or could not deliver the message. */
  error: string | null
  /** Why the product sent it on its own; null for staff's and the customer's. */
  purpose: WhatsAppPurpose | null
  /** The staff member who sent it. */
  authorName: string | null
  /** An image or document the customer sent, opened through /api/staff/whatsapp/media/:id. */
  media: { type: string | null; name: string | null; size: number | null } | null
  /** For an incoming message: whether staff had read it before this answer. */
  seen: boolean
  at: number
}

/** Where the customer stands on WhatsApp updates. */
export type WhatsAppConsent =
  | { state: 'agreed'; at: number; source: WhatsAppConsentSource }
  | { state: 'stopped'; at: number }
  | { state: 'not-asked' }

/** A template staff may send, its values filled from the lead (staff may change them). */
export type WhatsAppTemplateChoice = {
  name: StaffWhatsAppTemplate
  /** What each {{n}} stands for, in order (`customer_name`, `move_date`, …). */
  parameters: string[]
  values: string[]
  /** Its body in the customer's language, {{n}} still in it: the console previews it. */
  body: string
}

export type WhatsAppThread = {
  /** The lead's number as WhatsApp names it; null when it names nobody (nothing can be sent). */
  phone: string | null
  /** The customer's language: templates go in it. */
  language: EnquiryLocale
  consent: WhatsAppConsent
  /** When the customer last wrote, and until when free text may answer (null: never wrote). */
  window: { open: boolean; lastInboundAt: number | null; closesAt: number | null }
  /** Oldest first. */
  messages: WhatsAppThreadMessage[]
  templates: WhatsAppTemplateChoice[]
}

/** What staff send: free text, or a template with its values in order. */
export type WhatsAppSend =
  | { kind: 'text'; body: string }
  | { kind: 'template'; template: StaffWhatsAppTemplate; values: string[] }

/** The answer to a send: the message as queued (the outbox sends it). */
export type WhatsAppSent = { message: WhatsAppThreadMessage }

/** `{ upTo }`: the newest incoming message the person saw; it and those before it are read. */
export type WhatsAppSeen = { upTo: number }

export const whatsappSendSchema: Schema<WhatsAppSend> = {
  parse(input) {
    const raw = object(input)
    if (raw.kind === 'text') {
      const body = typeof raw.body === 'string' ? raw.body.trim() : ''
      if (!body) return refuse('body', whatsappMessages.emptyText)
      if (body.length > MAX_WHATSAPP_TEXT)
        return refuse('body', whatsappMessages.textTooLong(MAX_WHATSAPP_TEXT))
      const hidden = hiddenCharacterProblem(body)
      if (hidden) return refuse('body', hidden)
      return { ok: true, value: { kind: 'text', body } }
    }
    if (raw.kind !== 'template') return refuse('kind', whatsappMessages.badKind)
    if (!isStaffTemplate(raw.template)) return refuse('template', whatsappMessages.unknownTemplate)
    if (!Array.isArray(raw.values) || raw.values.some((value) => typeof value !== 'string'))
      return refuse('values', whatsappMessages.badValues)
    const values = (raw.values as string[]).map((value) => value.trim())
    if (values.some((value) => !value || value.length > MAX_TEMPLATE_VALUE))
      return refuse('values', whatsappMessages.badValue(MAX_TEMPLATE_VALUE))
    const hidden = values.map(hiddenCharacterProblem).find(Boolean)
    if (hidden) return refuse('values', hidden)
    return { ok: true, value: { kind: 'template', template: raw.template, values } }
  },
}

export const whatsappSeenSchema: Schema<WhatsAppSeen> = {
  parse(input) {
    const { upTo } = object(input)
    return typeof upTo === 'number' && Number.isSafeInteger(upTo) && upTo > 0
      ? { ok: true, value: { upTo } }
      : refuse('upTo', whatsappMessages.badSeen)
  },
}
