/**
 * The first words to a customer, in the language they wrote in, whichever language the console
 * is read in: both languages live here, not in the console's message twins.
 */
import type { EnquiryLocale } from '@contract/enquiry'
import { siteConfig } from '@/config/env'
import { readArabicSiteEnv } from '@/config/site-env'

const companyName: Record<EnquiryLocale, string> = {
  en: siteConfig.companyName,
  ar: readArabicSiteEnv(import.meta.env as unknown as Record<string, string | undefined>)
    .companyName,
}

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName

/** The WhatsApp message sales start from; they edit it before sending. */
export function whatsappGreeting(locale: EnquiryLocale, customer: string, agent: string) {
  const name = firstName(customer)
  return locale === 'ar'
    ? `مرحبًا ${name}، معك ${agent} من ${companyName.ar}. شكرًا لطلبك بخصوص الانتقال، هل يناسبك أن نتحدث الآن؟`
    : `Hello ${name}, this is ${agent} from ${companyName.en}. Thank you for your enquiry about your move. Is now a good time to talk?`
}

/** The subject of the e-mail reply. */
export const emailSubject = (locale: EnquiryLocale) =>
  locale === 'ar'
    ? `طلبك للانتقال مع ${companyName.ar}`
    : `Your moving enquiry with ${companyName.en}`

/** A shipment's tracking link on WhatsApp, with a line in the customer's language before it. */
export function trackingMessage(locale: EnquiryLocale, customer: string, link: string) {
  const name = firstName(customer)
  return locale === 'ar'
    ? `مرحبًا ${name}، يمكنك متابعة شحنتك مع ${companyName.ar} في أي وقت من هذا الرابط: ${link}`
    : `Hello ${name}, you can follow your shipment with ${companyName.en} at any time here: ${link}`
}
