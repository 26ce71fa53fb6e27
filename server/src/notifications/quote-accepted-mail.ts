/**
 * The confirmations of an accepted quote (issue 53, item 3): to the customer, in the quote's
 * language, with the link to the quote and its acceptance record; and to the company's staff,
 * in the console language of the member it goes to, with the lead's page. Both say what was
 * accepted, the total and the deposit due.
 */
import * as ar from '@contract/quote-accept-messages.ar.ts'
import * as en from '@contract/quote-accept-messages.ts'
import { formatMoney } from '@contract/quote-money.ts'
import { quoteTotals } from '@contract/quote-totals.ts'
import * as arMail from '@contract/quote-mail-messages.ar.ts'
import * as enMail from '@contract/quote-mail-messages.ts'
import { readArabicSiteEnv, readSiteEnv } from '../../../src/config/site-env.ts'

import { quoteLinkUrl, type QuoteAcceptedNotification } from '../quotes/index.ts'
import { customerMail, ltrRuns, ltrValue, type MailBlock } from './customer-mail.ts'

const env = import.meta.env as unknown as Record<string, string | undefined>
const companies = { en: readSiteEnv(env).companyName, ar: readArabicSiteEnv(env).companyName }

export function quoteAcceptedMail(notification: QuoteAcceptedNotification, siteUrl: string) {
  const { content, locale, typedName } = notification
  const words = locale === 'ar' ? ar : en
  const mail = locale === 'ar' ? arMail : enMail
  const reference = ltrValue(locale, content.reference)
  const name = ltrRuns(locale, typedName)
  const totals = quoteTotals(content, content.chosen)
  const money = (dirhams: number) => formatMoney(dirhams, locale)
  const chosen = content.lines
    .filter((line) => totals.chosen.includes(line.id))
    .map((line) => line.label[locale])
  const summary: MailBlock[] = [
    { text: words.acceptedTotal(money(totals.total), money(totals.deposit)) },
    ...(chosen.length
      ? [{ text: words.staffAcceptedOptions(chosen.join(locale === 'ar' ? '، ' : ', ')) }]
      : []),
  ]
  if (notification.audience === 'staff')
    return customerMail(locale, words.staffAcceptedSubject(content.reference, typedName), [
      { text: words.staffAcceptedIntro(name, reference, content.version) },
      ...summary,
      {
        label: words.staffOpen,
        url: `${siteUrl}${locale === 'ar' ? '/ar' : ''}/staff/leads/${notification.leadId}`,
      },
    ])
  return customerMail(locale, words.acceptedSubject(content.reference), [
    { text: mail.mailGreeting(ltrRuns(locale, content.subject.customer.name)) },
    { text: words.acceptedIntro(reference, content.version, name) },
    ...summary,
    {
      label: words.acceptedOpen,
      url: quoteLinkUrl(siteUrl, notification.token!, content.language),
    },
    { text: words.acceptedNext },
    { text: mail.mailPrivate },
    { text: mail.mailSignOff(companies[locale]) },
  ])
}
