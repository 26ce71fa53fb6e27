/**
 * WhatsApp through Meta's Cloud API (issue 54): what a message is, where it stands, why the
 * product sent one, where a customer's consent came from, and the rules both sides apply (the
 * 24-hour window, the words that stop everything, what a number is).
 */

/** 'in' came from the customer; 'out' went from the company. */
export const WHATSAPP_DIRECTIONS = ['in', 'out'] as const
export type WhatsAppDirection = (typeof WHATSAPP_DIRECTIONS)[number]

/** What a message carries; anything else Meta sends in is kept as 'unsupported'. */
export const WHATSAPP_KINDS = [
  'text',
  'template',
  'image',
  'document',
  'audio',
  'video',
  'sticker',
  'location',
  'unsupported',
] as const
export type WhatsAppKind = (typeof WHATSAPP_KINDS)[number]

/**
 * An outgoing message is 'queued' in the outbox, then takes Meta's statuses as they arrive;
 * 'failed' when Meta refused it or reported it undelivered. An incoming one is 'received'.
 */
export const WHATSAPP_STATUSES = [
  'queued',
  'sent',
  'delivered',
  'read',
  'failed',
  'received',
] as const
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number]

/** Meta's statuses only move forward: a late 'delivered' never undoes 'read'. */
export const WHATSAPP_STATUS_ORDER: Record<WhatsAppStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
  received: 0,
}

/** Why the product sent a message on its own (each one a template of deploy/whatsapp-templates.json). */
export const WHATSAPP_PURPOSES = [
  'enquiry-received',
  'quote-ready',
  'quote-accepted',
  'booking-confirmed',
  'milestone',
  'opt-out',
  /** A follow-up of issue 55 (a quote's or moving day's reminder, "How did we do?"). */
  'follow-up',
] as const
export type WhatsAppPurpose = (typeof WHATSAPP_PURPOSES)[number]

/** Where a customer said "Send me updates on WhatsApp". */
export const WHATSAPP_CONSENT_SOURCES = [
  'enquiry',
  'planner',
  'tracking',
  'quote',
  'staff',
] as const
export type WhatsAppConsentSource = (typeof WHATSAPP_CONSENT_SOURCES)[number]

/** The approved templates' names, as deploy/whatsapp-templates.json lists them. */
export const WHATSAPP_TEMPLATES = [
  'enquiry_received',
  'quote_ready',
  'quote_accepted',
  'booking_confirmed',
  'milestone_update',
  'move_reminder',
  'quote_reminder',
  'move_rescheduled',
  'review_request',
] as const
export type WhatsAppTemplateName = (typeof WHATSAPP_TEMPLATES)[number]

/** Free text may answer a customer for this long after their last message; after, templates only. */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000

/**
 * The words that withdraw consent, compared after trimming, without case or Arabic diacritics.
 * "STOP" and «إيقاف» are the ones the forms name; the others are what people also write.
 */
const STOP_WORDS = new Set(['stop', 'unsubscribe', 'إيقاف', 'ايقاف', 'توقف', 'الغاء', 'إلغاء'])

export const isStopWord = (text: string) =>
  STOP_WORDS.has(
    text
      .trim()
      .toLowerCase()
      .replace(/[\u064B-\u0652\u0640]/g, '')
      .replace(/[.!؟]+$/u, ''),
  )

/**
 * A number as WhatsApp names it: international digits, no + or 00. The site's forms already send
 * them so (phone.ts); a staff-typed eight-digit Qatari number gets 974. Fewer than 8 or more than
 * 15 digits name nobody.
 */
export function whatsappNumber(typed: string | null | undefined): string | null {
  const digits = (typed ?? '').replace(/\D/g, '').replace(/^00/, '')
  const international = digits.length === 8 ? `974${digits}` : digits
  return international.length >= 10 && international.length <= 15 ? international : null
}

/** The window's end for a customer whose last message came at `lastInboundAt` (null: closed). */
export const windowClosesAt = (lastInboundAt: number | null) =>
  lastInboundAt === null ? null : lastInboundAt + WHATSAPP_WINDOW_MS

export const windowOpen = (lastInboundAt: number | null, now: number) => {
  const closes = windowClosesAt(lastInboundAt)
  return closes !== null && now < closes
}
