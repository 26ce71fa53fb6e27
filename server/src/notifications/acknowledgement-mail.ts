/**
 * A customer's acknowledgement of an enquiry or a planned quote, in the language it was sent in:
 * its reference, what was asked, and the answer the office is held to (within one office hour
 * while open, else the next morning), in the thank-you page's words.
 */
import * as ar from '@contract/acknowledgement-messages.ar.ts'
import * as en from '@contract/acknowledgement-messages.ts'
import { serviceTypeValues, type ServiceType } from '@contract/enquiry.ts'
import { readArabicSiteEnv, readSiteEnv } from '../../../src/config/site-env.ts'
import { promiseInWords } from '../../../src/lib/answer-promise.ts'

import { referenceOf, type Enquiry } from '../leads/index.ts'
import { customerMail, ltrRuns, ltrValue, type MailBlock } from './customer-mail.ts'

const env = import.meta.env as unknown as Record<string, string | undefined>
const companies = { en: readSiteEnv(env).companyName, ar: readArabicSiteEnv(env).companyName }

export function acknowledgementMail(enquiry: Enquiry) {
  const { locale } = enquiry
  const words = locale === 'ar' ? ar : en
  const reference = ltrValue(locale, referenceOf(enquiry))
  const service = (serviceTypeValues as readonly string[]).includes(enquiry.serviceType)
    ? words.services[enquiry.serviceType as ServiceType]
    : enquiry.serviceType
  const blocks: MailBlock[] = [
    { text: words.mailGreeting(ltrRuns(locale, enquiry.fullName)) },
    { text: words.mailThanks },
    { text: words.referenceLine(reference) },
    { text: words.mailAsked(enquiry.details ? words.plannedQuote : service) },
    ...(enquiry.message.trim()
      ? [{ text: words.mailYourMessage }, { text: ltrRuns(locale, enquiry.message.trim()) }]
      : []),
    { text: promiseInWords(Date.parse(enquiry.createdAt), words) },
    { text: words.nextSteps },
    { text: words.mailSignOff(companies[locale]) },
  ]
  return customerMail(locale, words.mailSubject(referenceOf(enquiry)), blocks)
}
