import type {
  WhatsAppConsent,
  WhatsAppThread,
  WhatsAppThreadMessage,
} from '@contract/whatsapp-staff'
import { locale } from '@/i18n/current'

import { moment } from '@/console/app/format'
import * as text from './whatsapp.messages'

const clock = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-QA-u-nu-latn' : 'en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Qatar',
})
/** Doha's calendar day of a moment, to tell today from tomorrow. */
const dohaDay = (ms: number) => new Date(ms + 3 * 60 * 60 * 1000).toISOString().slice(0, 10)

/** The customer's consent in words: when and where they agreed, when they said STOP, or neither. */
export function consentWords(consent: WhatsAppConsent) {
  if (consent.state === 'agreed')
    return text.consentAgreed(moment(consent.at), text.consentSources[consent.source])
  if (consent.state === 'stopped') return text.consentStopped(moment(consent.at))
  return text.consentNotAsked
}

/** Whether free text may go, and until when in Doha's time; otherwise when the window closed. */
export function windowWords(window: WhatsAppThread['window'], now: number) {
  const { closesAt } = window
  if (closesAt === null) return text.windowNever
  if (closesAt <= now) return text.windowClosed(moment(closesAt))
  const time = clock.format(closesAt)
  return dohaDay(closesAt) === dohaDay(now)
    ? text.windowOpenToday(time)
    : text.windowOpenTomorrow(time)
}

/** Who a message is from: the customer, the staff member who wrote it, or the product itself. */
export function senderOf(message: WhatsAppThreadMessage, customer: string) {
  if (message.direction === 'in') return customer
  if (message.purpose) return text.automatic(text.purposes[message.purpose])
  return message.authorName ?? text.staffMember
}

/** The address the console opens a customer's attachment at (the server fetches it from Meta). */
export const mediaHref = (messageId: number) => `/api/staff/whatsapp/media/${messageId}`
