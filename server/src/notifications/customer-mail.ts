/**
 * A customer's e-mail in the customer's language, made of plain blocks (sentences and links) and
 * sent with two parts: plain text and HTML. Arabic mail is right to left throughout: the HTML
 * part declares `lang="ar" dir="rtl"`, every value that reads left to right (a tracking number, a
 * link) is isolated, and in the plain text each link stands on a line of its own after its label,
 * so no line mixes a sentence with a web address. New customer e-mails (an enquiry's
 * acknowledgement, say) are one more list of blocks with a message module and its `.ar.ts` twin.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import { LATIN_RUN } from '../../../src/lib/ltr-runs.ts'
import { escapeHtml } from '../http/index.ts'

/** A sentence, or a link with what it does; `text` may hold values made with `ltrValue`. */
export type MailBlock = { text: string } | { label: string; url: string }

/** What nodemailer sends: the subject and both parts. */
export type CustomerMail = { subject: string; text: string; html: string }

// Left-to-right isolate … pop directional isolate: the plain text's way of saying `<bdi>`.
const LRI = '\u2066'
const PDI = '\u2069'

/**
 * A value for a sentence in `locale`: in Arabic, isolated left to right, so "ABCD123456" and
 * dates' digits keep their order and do not take the sentence's punctuation with them.
 */
export const ltrValue = (locale: EnquiryLocale, value: string) =>
  locale === 'ar' ? `${LRI}${value}${PDI}` : value

const LATIN_RUNS = new RegExp(LATIN_RUN, 'g')

/**
 * Words staff typed, for a sentence in `locale`: in Arabic each Latin or masked run isolated, as
 * the Arabic tracking page isolates them ("Delivered to the villa in الدوحة").
 */
export const ltrRuns = (locale: EnquiryLocale, text: string) =>
  locale === 'ar' ? text.replace(LATIN_RUNS, (run) => ltrValue(locale, run)) : text

/** A sentence as HTML: its isolated values as `<bdi dir="ltr">`. */
const htmlText = (text: string) =>
  escapeHtml(text).replace(
    new RegExp(`${LRI}([^${PDI}]*)${PDI}`, 'g'),
    (_, value: string) => `<bdi dir="ltr">${value}</bdi>`,
  )

const languages = {
  en: { lang: 'en', dir: 'ltr', align: 'left' },
  ar: { lang: 'ar', dir: 'rtl', align: 'right' },
} as const

/** The plain-text lines of a block: an English link follows its label, an Arabic one sits below. */
function textLines(locale: EnquiryLocale, block: MailBlock): string[] {
  if ('text' in block) return [block.text]
  return locale === 'ar' ? [`${block.label}:`, block.url] : [`${block.label}: ${block.url}`]
}

function htmlBlock(block: MailBlock): string {
  if ('text' in block) return `<p style="margin:0 0 1em">${htmlText(block.text)}</p>`
  const href = escapeHtml(block.url)
  return (
    `<p style="margin:0 0 1em"><a href="${href}" style="color:#1e3a8a;font-weight:600">` +
    `${escapeHtml(block.label)}</a><br><bdi dir="ltr" style="font-size:.85em;color:#4b5563">` +
    `${href}</bdi></p>`
  )
}

/** The e-mail `blocks` make in `locale`, under `subject`. */
export function customerMail(
  locale: EnquiryLocale,
  subject: string,
  blocks: MailBlock[],
): CustomerMail {
  const { lang, dir, align } = languages[locale]
  return {
    subject,
    text: blocks.map((block) => textLines(locale, block).join('\n')).join('\n\n'),
    html:
      `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">` +
      `<title>${escapeHtml(subject)}</title></head>` +
      '<body style="margin:0;padding:0;background:#ffffff">' +
      `<div lang="${lang}" dir="${dir}" style="max-width:34rem;margin:0 auto;padding:1.5rem 1rem;` +
      `font-family:Tahoma,Arial,sans-serif;font-size:16px;line-height:1.6;color:#1f2937;` +
      `text-align:${align}">${blocks.map(htmlBlock).join('')}</div></body></html>`,
  }
}
