/**
 * A lead's WhatsApp thread as the console reads it: each stored message in the contract's shape,
 * the customer's consent, their window, and the templates staff may pick with their values filled
 * from the lead.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import {
  STAFF_WHATSAPP_TEMPLATES,
  type StaffWhatsAppTemplate,
  type WhatsAppConsent,
  type WhatsAppThreadMessage,
  type WhatsAppTemplateChoice,
} from '@contract/whatsapp-staff.ts'
import type {
  WhatsAppConsentSource,
  WhatsAppDirection,
  WhatsAppKind,
  WhatsAppPurpose,
  WhatsAppStatus,
  WhatsAppTemplateName,
} from '@contract/whatsapp.ts'
import { leadReference, referencePrefix } from '@contract/reference.ts'
import { readSiteEnv } from '../../../src/config/site-env.ts'
import type { WhatsAppContact } from './contacts.ts'
import type { WhatsAppRow, WhatsAppSubject } from './staff-queries.ts'
import { whatsappTemplate } from './templates.ts'

export function threadMessage(row: WhatsAppRow): WhatsAppThreadMessage {
  const media = row.media_id !== null || row.media_type !== null
  return {
    id: Number(row.id),
    direction: row.direction as WhatsAppDirection,
    kind: row.kind as WhatsAppKind,
    template: row.template as WhatsAppTemplateName | null,
    body: row.body,
    status: row.status as WhatsAppStatus,
    statusAt: row.status_at === null ? null : Number(row.status_at),
    error: row.error,
    purpose: row.purpose as WhatsAppPurpose | null,
    authorName: row.author_name,
    media: media
      ? {
          type: row.media_type,
          name: row.media_name,
          size: row.media_size === null ? null : Number(row.media_size),
        }
      : null,
    seen: row.direction === 'in' && row.seen_at !== null,
    at: Number(row.at),
  }
}

/** A STOP after the last yes stops everything; a yes after a STOP counts again. */
export function consentOf(contact: WhatsAppContact | undefined): WhatsAppConsent {
  const consentAt = contact?.consent_at == null ? null : Number(contact.consent_at)
  const stoppedAt = contact?.opted_out_at == null ? null : Number(contact.opted_out_at)
  if (stoppedAt !== null && (consentAt === null || stoppedAt >= consentAt))
    return { state: 'stopped', at: stoppedAt }
  if (consentAt !== null)
    return {
      state: 'agreed',
      at: consentAt,
      source: contact!.consent_source as WhatsAppConsentSource,
    }
  return { state: 'not-asked' }
}

// The reference the customer read on the thank-you page, as leads/reference.ts writes it (the
// leads domain imports this one, so it is not imported back).
const prefix = referencePrefix(
  readSiteEnv(import.meta.env as unknown as Record<string, string | undefined>).companyName,
)

const LONG_DAY: Record<EnquiryLocale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  ar: new Intl.DateTimeFormat('ar-QA-u-nu-latn', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
}

/** "Sunday 20 December 2026" / «الأحد 20 ديسمبر 2026», as the approved examples write a day. */
const longDay = (date: string, locale: EnquiryLocale) =>
  LONG_DAY[locale].format(new Date(`${date}T00:00:00Z`)).replace(/[,،]/g, '')

/**
 * A template's value as the lead gives it, moving day and the crew's contact from its shipment
 * when staff set them there; '' for what staff must type (the crew's hours).
 */
function valueOf(
  parameter: string,
  subject: WhatsAppSubject,
  locale: EnquiryLocale,
  today: string,
): string {
  if (parameter === 'customer_name') return subject.fullName.trim()
  if (parameter === 'reference') return leadReference(subject.id, subject.createdAt, prefix)
  if (parameter === 'crew_contact') return subject.shipment?.crewContact?.trim() ?? ''
  const date = subject.shipment?.collectionDate ?? subject.details?.when.date
  if (parameter === 'move_date' && date && /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= today)
    return longDay(date, locale)
  return ''
}

/** The templates staff may send to this lead, in the customer's language, values filled. */
export function staffTemplates(
  subject: WhatsAppSubject,
  locale: EnquiryLocale,
  today: string,
): WhatsAppTemplateChoice[] {
  return STAFF_WHATSAPP_TEMPLATES.map((name: StaffWhatsAppTemplate) => {
    const template = whatsappTemplate(name)
    return {
      name,
      parameters: template.parameters,
      values: template.parameters.map((parameter) => valueOf(parameter, subject, locale, today)),
      body: template.languages[locale].body,
    }
  })
}

/** A moment as refusals name it in either language: Doha's date and time, "2026-11-28 22:40". */
export const dohaMinute = (ms: number) =>
  new Date(ms + 3 * 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ')
