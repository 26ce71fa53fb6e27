/**
 * The approved message templates (deploy/whatsapp-templates.json, the file the company submits
 * to Meta), read at build time: the only messages the company may start, and the only ones staff
 * may send once a customer's 24-hour window has closed.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import { WHATSAPP_TEMPLATES, type WhatsAppTemplateName } from '@contract/whatsapp.ts'
import file from '../../../deploy/whatsapp-templates.json' with { type: 'json' }

export type WhatsAppTemplate = {
  name: WhatsAppTemplateName
  category: 'UTILITY' | 'MARKETING'
  usedFor: string
  /** What each {{n}} stands for, in order. */
  parameters: string[]
  languages: Record<EnquiryLocale, { body: string; example: string[] }>
}

const isName = (name: string): name is WhatsAppTemplateName =>
  (WHATSAPP_TEMPLATES as readonly string[]).includes(name)

/** Every template by name; the file is checked when the server starts (and by its test). */
const whatsappTemplates = new Map<WhatsAppTemplateName, WhatsAppTemplate>(
  file.templates.map((template) => {
    if (!isName(template.name)) throw new Error(`Unknown WhatsApp template "${template.name}".`)
    return [template.name, template as WhatsAppTemplate]
  }),
)

export function whatsappTemplate(name: WhatsAppTemplateName): WhatsAppTemplate {
  const template = whatsappTemplates.get(name)
  if (!template) throw new Error(`deploy/whatsapp-templates.json has no "${name}".`)
  return template
}

/**
 * Meta refuses a parameter with a line break, a tab or more than four spaces in a row; one that
 * is empty would leave a hole in the sentence.
 */
export const templateValue = (value: string) =>
  value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim() || '-'

/** The body as the customer reads it, each {{n}} replaced by its value. */
export function renderTemplate(
  name: WhatsAppTemplateName,
  locale: EnquiryLocale,
  values: readonly string[],
): string {
  const { body } = whatsappTemplate(name).languages[locale]
  return body.replace(/\{\{(\d+)\}\}/g, (_match, n: string) => values[Number(n) - 1] ?? '')
}
