/**
 * The customer follow-ups (issue 55) as e-mails, in the follow-up's language, right to left in
 * Arabic as every customer e-mail is (customer-mail.ts): a quote's reminder (opened and not
 * accepted, or about to expire) with a fresh link to it; moving day's reminder (the date, the
 * crew's window or the coordinator's promise to confirm it, what to prepare, whom to call); the
 * notice of a new moving day; and "How did we do?". Each ends with the stop page's link.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import { readArabicSiteEnv, readSiteEnv } from '../../../src/config/site-env.ts'
import { arabicClock } from '../../../src/lib/arabic-time.ts'

import { quoteLinkUrl } from '../quotes/index.ts'
import { trackingLink } from '../shipments/index.ts'
import { feedbackUrl, followUpStopUrl } from '../follow-ups/index.ts'
import { customerMail, ltrRuns, ltrValue, type MailBlock } from './customer-mail.ts'
import * as ar from './follow-up-messages.ar.ts'
import * as en from './follow-up-messages.ts'
import type { FollowUpNotification } from './follow-up-queries.ts'
import * as arDays from './whatsapp-words.ar.ts'
import * as enDays from './whatsapp-words.ts'

const env = import.meta.env as unknown as Record<string, string | undefined>
const site = readSiteEnv(env)
const companies = { en: site.companyName, ar: readArabicSiteEnv(env).companyName }
const texts = { en, ar }
const days = { en: enDays, ar: arDays }

/** '14:30' as the customer reads it: '2:30 PM', «2:30 م». */
function clock(locale: EnquiryLocale, time: string) {
  if (locale === 'ar') return arabicClock(time)
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
}

const WINDOW = /^([01]?\d|2[0-3]):([0-5]\d)\s*[-–]\s*([01]?\d|2[0-3]):([0-5]\d)$/

/** The crew's window as a value ('between 8:00 AM and 10:00 AM'); null when staff wrote none. */
export function crewTime(locale: EnquiryLocale, window: string | null) {
  if (!window) return null
  const match = WINDOW.exec(window)
  if (!match) return { between: false, value: window }
  const [, h1, m1, h2, m2] = match
  const words = texts[locale]
  const from = clock(locale, `${h1}:${m1}`)
  const to = clock(locale, `${h2}:${m2}`)
  return { between: true, value: words.between(from, to) }
}

/** Moving day as the reminders write it: 'Sunday 20 December 2026', «الأحد 20 ديسمبر 2026». */
export const movingDay = (locale: EnquiryLocale, date: string) => days[locale].moveDate(date)

/** The office's number, isolated in an Arabic e-mail's sentence. */
const officePhone = (locale: EnquiryLocale) => ltrValue(locale, site.primaryPhone)

/** The office's number as a WhatsApp value (Meta's templates take plain text). */
export const primaryPhone = site.primaryPhone

function moveBlocks(
  notification: Extract<FollowUpNotification, { about: 'move' }>,
  siteUrl: string,
): { subject: string; blocks: MailBlock[] } {
  const { locale } = notification
  const words = texts[locale]
  const company = companies[locale]
  const date = movingDay(locale, notification.date)
  const time = crewTime(locale, notification.window)
  const arrival = !time
    ? words.timeToConfirm
    : time.between
      ? words.crewWindow(time.value)
      : words.crewArrives(ltrRuns(locale, time.value))
  const track = {
    label: words.trackIt,
    url: trackingLink(siteUrl, notification.trackingId, locale),
  }
  if (notification.rule === 'reschedule')
    return {
      subject: words.rescheduleSubject(date),
      blocks: [
        { text: words.rescheduleIntro(company, date) },
        { text: arrival },
        { text: words.rescheduleQuestion(officePhone(locale)) },
        track,
      ],
    }
  return {
    subject: words.moveSubject(date),
    blocks: [
      { text: words.moveIntro(company, date) },
      { text: arrival },
      { text: words.prepareTitle },
      ...words.checklist.map((item) => ({ text: `• ${item}` })),
      {
        text: notification.crew
          ? words.crewContact(ltrRuns(locale, notification.crew))
          : words.officeContact(officePhone(locale)),
      },
      { text: words.anythingChanged },
      track,
    ],
  }
}

function aboutBlocks(notification: FollowUpNotification, siteUrl: string) {
  const { locale } = notification
  const words = texts[locale]
  if (notification.about === 'move') return moveBlocks(notification, siteUrl)
  if (notification.about === 'review')
    return {
      subject: words.reviewSubject,
      blocks: [
        { text: words.reviewAsk(companies[locale]) },
        {
          label: words.reviewLink,
          url: feedbackUrl(siteUrl, notification.tokens.review!, locale),
        },
      ],
    }
  const reference = ltrValue(locale, notification.reference)
  const date = days[locale].date(notification.validUntil)
  const open = {
    label: words.openQuote,
    url: quoteLinkUrl(siteUrl, notification.tokens.quote!, locale),
  }
  const viewed = notification.rule === 'quote_viewed'
  return {
    subject: viewed
      ? words.viewedSubject(notification.reference)
      : words.expiringSubject(notification.reference, date),
    blocks: [
      { text: viewed ? words.viewedIntro(reference) : words.expiringIntro(reference, date) },
      ...(viewed ? [{ text: words.validUntil(date) }] : []),
      open,
      { text: words.quotePrivate },
    ],
  }
}

export function followUpMail(notification: FollowUpNotification, siteUrl: string) {
  const { locale } = notification
  const words = texts[locale]
  const company = companies[locale]
  const { subject, blocks } = aboutBlocks(notification, siteUrl)
  const stop = followUpStopUrl(siteUrl, notification.tokens.stop, locale)
  const name = notification.to.name.trim()
  return {
    ...customerMail(locale, subject, [
      ...(name ? [{ text: words.greeting(ltrRuns(locale, name)) }] : []),
      ...blocks,
      { text: words.signOff(company) },
      { text: words.stopWhy(company) },
      { label: words.stopLink, url: stop },
    ]),
    // Mail programs offer the same page as their own "unsubscribe".
    headers: { 'List-Unsubscribe': `<${stop}>` },
  }
}
