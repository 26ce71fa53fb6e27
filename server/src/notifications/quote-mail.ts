/**
 * A customer's e-mail when a quote is sent (issue 53), in the quote's language, made from the
 * version as it was frozen: the company, the quote's reference and version, its total and deposit,
 * the date it is valid until (Doha's), the private link and what to do next. A revised quote says
 * it replaces the one sent before.
 */
import * as ar from '@contract/quote-mail-messages.ar.ts'
import * as en from '@contract/quote-mail-messages.ts'
import { readArabicSiteEnv, readSiteEnv } from '../../../src/config/site-env.ts'
import { arabicDate } from '../../../src/lib/arabic-date-time.ts'

import { quoteLinkUrl, type QuoteNotification } from '../quotes/index.ts'
import { customerMail, ltrRuns, ltrValue, type MailBlock } from './customer-mail.ts'

const env = import.meta.env as unknown as Record<string, string | undefined>
const companies = { en: readSiteEnv(env).companyName, ar: readArabicSiteEnv(env).companyName }

/** Whole dirhams as riyals with their thousands grouped: 1234550 → '12,345.50'. */
const riyals = (dirhams: number) =>
  `${Math.floor(dirhams / 100).toLocaleString('en-US')}.${String(dirhams % 100).padStart(2, '0')}`

/** A Doha date (YYYY-MM-DD) as the customer e-mails write it: '12/12/2026', «12 ديسمبر 2026». */
const dayOf = (locale: 'en' | 'ar', isoDate: string) =>
  locale === 'ar' ? arabicDate(isoDate) : isoDate.split('-').reverse().join('/')

export function quoteMail({ content, token }: QuoteNotification, siteUrl: string) {
  const { language: locale, version, totals } = content
  const words = locale === 'ar' ? ar : en
  const company = companies[locale]
  const reference = ltrValue(locale, content.reference)
  const money = (dirhams: number) => words.money(ltrValue(locale, riyals(dirhams)))
  const blocks: MailBlock[] = [
    { text: words.mailGreeting(ltrRuns(locale, content.subject.customer.name)) },
    {
      text:
        version > 1 ? words.mailRevised(reference, version) : words.mailReady(reference, company),
    },
    {
      text:
        totals.deposit > 0
          ? words.mailTotal(money(totals.total), money(totals.deposit), content.depositPercent)
          : words.mailTotalNoDeposit(money(totals.total)),
    },
    ...(content.lines.some((line) => line.optional) ? [{ text: words.mailOptions }] : []),
    { text: words.mailValidUntil(dayOf(locale, content.validUntil)) },
    { label: words.mailOpen, url: quoteLinkUrl(siteUrl, token, locale) },
    { text: words.mailNext },
    { text: words.mailPrivate },
    { text: words.mailSignOff(company) },
  ]
  const subject =
    version > 1
      ? words.revisedSubject(content.reference, version)
      : words.mailSubject(content.reference, company)
  return customerMail(locale, subject, blocks)
}
