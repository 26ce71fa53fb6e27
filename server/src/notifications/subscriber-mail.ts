/**
 * The e-mails a subscriber gets, in the language the subscription was made in: the confirmation
 * (which says nothing more comes until its link is opened) and each milestone, with the one-click
 * unsubscribe of RFC 8058.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import type { Milestone } from '@contract/jobs.ts'
import * as arLabels from '@contract/tracking-messages.ar.ts'
import * as enLabels from '@contract/tracking-messages.ts'
import {
  CONFIRM_LINK_DAYS,
  subscriberTextAr,
  subscriberTextEn,
  subscriptionPaths,
  tokenLink,
  trackingLink,
} from '../shipments/index.ts'

import { customerMail, ltrRuns, ltrValue } from './customer-mail.ts'

/** An e-mail to someone who asked for a job's milestones; `token` goes into its one link. */
export type SubscriberMail = {
  subscriptionId: number
  to: string
  trackingId: string
  token: string
  /** The subscriber asked for every leg of the shipment's move. */
  wholeMove: boolean
  /** The language the subscription was made in; its e-mails are in it. */
  locale: EnquiryLocale
}

export type MilestoneFacts = {
  milestone: Milestone
  date: string
  time: string | null
  /** The update's words in the subscriber's language. */
  content: string
}

const words = { en: subscriberTextEn, ar: subscriberTextAr }
const labels = { en: enLabels.milestoneLabels, ar: arLabels.milestoneLabels }

export function confirmationMail(mail: SubscriberMail, siteUrl: string) {
  const { locale } = mail
  const text = words[locale]
  const id = ltrValue(locale, mail.trackingId)
  return customerMail(locale, text.confirmSubject(id), [
    { text: mail.wholeMove ? text.confirmAskMove(id) : text.confirmAsk(id) },
    { text: text.confirmUntil },
    {
      label: text.confirmLink,
      url: tokenLink(siteUrl, subscriptionPaths.confirm, mail.token, locale),
    },
    { text: text.confirmValidity(CONFIRM_LINK_DAYS) },
  ])
}

export function milestoneMail(mail: SubscriberMail & MilestoneFacts, siteUrl: string) {
  const { locale } = mail
  const text = words[locale]
  const id = ltrValue(locale, mail.trackingId)
  const label = labels[locale][mail.milestone]
  const unsubscribe = tokenLink(siteUrl, subscriptionPaths.unsubscribe, mail.token, locale)
  return {
    ...customerMail(locale, text.milestoneSubject(id, label), [
      { text: text.milestoneReached(id, label, text.moment(mail.date, mail.time)) },
      { text: ltrRuns(locale, mail.content) },
      { label: text.trackIt, url: trackingLink(siteUrl, mail.trackingId, locale) },
      { text: mail.wholeMove ? text.whyThisMove : text.whyThisShipment },
      { label: text.unsubscribeLink, url: unsubscribe },
    ]),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
