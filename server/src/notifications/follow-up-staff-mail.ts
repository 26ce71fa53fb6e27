/**
 * Staff's alert by e-mail that a lead waits for its first contact (issue 55): to the member it
 * is assigned to (or the sales inbox while the team has it), then, as long again later, to the
 * admins; each in the language of the console they use, with the lead's page.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'

import { customerMail, ltrRuns, ltrValue } from './customer-mail.ts'
import * as ar from './follow-up-staff-messages.ar.ts'
import * as en from './follow-up-staff-messages.ts'
import type { FollowUpStaffNotification } from './follow-up-queries.ts'
import * as arDays from './whatsapp-words.ar.ts'
import * as enDays from './whatsapp-words.ts'

const texts = { en, ar }
const days = { en: enDays, ar: arDays }

/** When the lead came in, on Doha's clock: '28 November 2026, 10:40 AM (Doha time)'. */
function dohaMoment(locale: EnquiryLocale, at: number) {
  const doha = new Date(at + 3 * 3_600_000).toISOString()
  return days[locale].moment(doha.slice(0, 10), doha.slice(11, 16))
}

export function followUpStaffMail(
  notification: FollowUpStaffNotification,
  locale: EnquiryLocale,
  siteUrl: string,
) {
  const words = texts[locale]
  const reference = ltrValue(locale, notification.reference)
  const when = dohaMoment(locale, notification.createdAt)
  const admin = notification.stage === 'admin'
  return customerMail(
    locale,
    admin ? words.adminSubject(notification.reference) : words.ownerSubject(notification.reference),
    [
      { text: words.waiting(ltrRuns(locale, notification.name), reference, when) },
      {
        text: notification.assignee
          ? words.assignedTo(ltrRuns(locale, notification.assignee))
          : words.unassigned,
      },
      { text: admin ? words.adminAsk : words.ownerAsk },
      {
        label: words.openLead,
        url: `${siteUrl}${locale === 'ar' ? '/ar' : ''}/staff/leads/${notification.leadId}`,
      },
    ],
  )
}
