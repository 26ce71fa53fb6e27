/**
 * A customer's e-mail with the 6-digit code that confirms they accept a quote (issue 53, item 3),
 * in the quote's language: the quote's reference, the code, how long it lasts, and what to do if
 * they did not ask for it. The code travels only in this e-mail; the database keeps its hash.
 */
import * as ar from '@contract/quote-accept-messages.ar.ts'
import * as en from '@contract/quote-accept-messages.ts'
import * as mailWords from '@contract/quote-mail-messages.ts'
import * as arMailWords from '@contract/quote-mail-messages.ar.ts'
import { readArabicSiteEnv, readSiteEnv } from '../../../src/config/site-env.ts'

import type { QuoteCodeNotification } from '../quotes/index.ts'
import { customerMail, ltrRuns, ltrValue } from './customer-mail.ts'

const env = import.meta.env as unknown as Record<string, string | undefined>
const companies = { en: readSiteEnv(env).companyName, ar: readArabicSiteEnv(env).companyName }

export function quoteCodeMail({ content, code }: QuoteCodeNotification) {
  const locale = content.language
  const words = locale === 'ar' ? ar : en
  const greeting = (locale === 'ar' ? arMailWords : mailWords).mailGreeting
  const signOff = (locale === 'ar' ? arMailWords : mailWords).mailSignOff
  const reference = ltrValue(locale, content.reference)
  return customerMail(locale, words.codeSubject(content.reference), [
    { text: greeting(ltrRuns(locale, content.subject.customer.name)) },
    { text: words.codeMailIntro(reference) },
    { text: ltrValue(locale, code) },
    { text: words.codeMailLimits },
    { text: signOff(companies[locale]) },
  ])
}
