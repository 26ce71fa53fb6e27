/**
 * Staff's e-mail when a customer asks on a quote's page (issue 53, item 2): who, about which
 * quote, their words as the lead's timeline keeps them, and the lead's page in the console, in
 * the console language of the member it goes to.
 */
import * as ar from '@contract/quote-ask-messages.ar.ts'
import * as en from '@contract/quote-ask-messages.ts'

import type { QuoteQuestionNotification } from '../quotes/index.ts'
import { customerMail, ltrRuns, ltrValue } from './customer-mail.ts'

export function quoteQuestionMail(notification: QuoteQuestionNotification, siteUrl: string) {
  const { locale, reference, name } = notification
  const words = locale === 'ar' ? ar : en
  return customerMail(locale, words.staffSubject(reference, name), [
    { text: words.staffIntro(ltrRuns(locale, name), ltrValue(locale, reference)) },
    { text: notification.body },
    {
      label: words.staffOpen,
      url: `${siteUrl}${locale === 'ar' ? '/ar' : ''}/staff/leads/${notification.leadId}`,
    },
  ])
}
