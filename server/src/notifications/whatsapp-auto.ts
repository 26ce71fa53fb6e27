/**
 * An automatic WhatsApp message made as it goes (issue 54, item 6): its number and language, the
 * consent asked at this moment (a STOP since it was queued stops it), and the template's values
 * from what is stored now. A quote's link is drawn here, as the quote e-mails draw theirs (ADR
 * 040): the customer gets it, the stored message shows it without its secret.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import { formatMoney } from '@contract/quote-money.ts'
import * as arLabels from '@contract/tracking-messages.ar.ts'
import * as enLabels from '@contract/tracking-messages.ts'
import { isMilestone, shownContent } from '@contract/jobs.ts'
import {
  whatsappNumber,
  type WhatsAppPurpose,
  type WhatsAppTemplateName,
} from '@contract/whatsapp.ts'
import { arabicPlacesIn } from '../../../src/lib/arabic-places.ts'
import { referenceOf } from '../leads/index.ts'
import { newQuoteLink, quoteLinkUrl } from '../quotes/index.ts'
import { trackingLink } from '../shipments/index.ts'

import {
  hasConsent,
  renderTemplate,
  templateValue,
  type GraphMessage,
  type MadeWhatsAppMessage,
  type WhatsAppAutoPayload,
  type WhatsAppContactStore,
  type WhatsAppOutboxStore,
} from '../whatsapp/index.ts'
import { followUpWhatsApp, type FollowUpWhatsAppRows } from './follow-up-whatsapp.ts'
import * as arWords from './whatsapp-words.ar.ts'
import * as enWords from './whatsapp-words.ts'

const words = { en: enWords, ar: arWords }
const labels = { en: enLabels.milestoneLabels, ar: arLabels.milestoneLabels }

export type AutoMessageRows = WhatsAppContactStore &
  FollowUpWhatsAppRows &
  Pick<
    WhatsAppOutboxStore,
    | 'whatsappLead'
    | 'whatsappQuoteVersion'
    | 'whatsappAcceptance'
    | 'addQuoteLink'
    | 'whatsappMilestone'
  >

/** What an outbox row's automatic message is, when it is still due. */
export type AutoMessage = {
  /** What is stored: the values as the console shows them (a quote's link without its secret). */
  stored: MadeWhatsAppMessage
  /** What goes to Meta. */
  send: GraphMessage
}

type Recipient = { typed: string | null | undefined; leadId: number | null; jobId: number | null }

/** The template's values: as sent, and as stored (they differ only by a link's secret). */
type Values = { sent: string[]; shown: string[] }

const same = (values: string[]): Values => ({ sent: values, shown: values })

/** A quote's link drawn now, in `language`; the stored copy keeps no secret. */
async function quoteLink(
  repo: AutoMessageRows,
  quoteId: number,
  language: EnquiryLocale,
  siteUrl: string,
) {
  const { token, tokenHash } = newQuoteLink()
  await repo.addQuoteLink(tokenHash, quoteId)
  return {
    sent: quoteLinkUrl(siteUrl, token, language),
    shown: quoteLinkUrl(siteUrl, '…', language),
  }
}

/**
 * The message the row stands for, or null when none is due any more: no consent now, the number
 * is no WhatsApp number, the lead or quote is gone, the quote moved on, the follow ended.
 */
export async function makeAutoMessage(
  repo: AutoMessageRows,
  row: { enquiryId: number | null; statusUpdateId: number | null },
  payload: WhatsAppAutoPayload,
  siteUrl: string,
  at = Date.now(),
): Promise<AutoMessage | null> {
  let recipient: Recipient
  let template: WhatsAppTemplateName
  let values: (language: EnquiryLocale) => Promise<Values>
  /** A follow-up goes in the language it was planned in; the others in the consent's. */
  let planned: EnquiryLocale | null = null

  if (payload.purpose === 'follow-up') {
    const followUp = await followUpWhatsApp(repo, payload.followUpId, siteUrl)
    if (!followUp) return null
    recipient = followUp.recipient
    template = followUp.template
    values = followUp.values
    planned = followUp.language
  } else if (payload.purpose === 'milestone') {
    if (row.statusUpdateId === null) return null
    const update = await repo.whatsappMilestone(payload.followId, row.statusUpdateId)
    if (!update || update.ended_at !== null || !isMilestone(update.milestone)) return null
    const milestone = update.milestone
    recipient = {
      typed: update.phone,
      leadId: update.lead_id === null ? null : Number(update.lead_id),
      jobId: Number(update.job_id),
    }
    template = 'milestone_update'
    values = async (language) => {
      // Arabic readers get staff's Arabic note when there is one, and known places in Arabic.
      const content =
        language === 'ar'
          ? arabicPlacesIn(
              shownContent(update.status_content_ar ?? update.status_content, update.location),
            )
          : shownContent(update.status_content, update.location)
      const { moment, details } = words[language]
      return same([
        update.tracking_id,
        labels[language][milestone],
        details(content, moment(update.status_date, update.status_time)),
        trackingLink(siteUrl, update.tracking_id, language),
      ])
    }
  } else if (payload.purpose === 'enquiry-received') {
    const lead = row.enquiryId === null ? undefined : await repo.whatsappLead(row.enquiryId)
    if (!lead) return null
    recipient = { typed: lead.phone_number, leadId: Number(lead.id), jobId: null }
    template = 'enquiry_received'
    const reference = referenceOf({
      id: Number(lead.id),
      createdAt: new Date(lead.created_at).getTime(),
    })
    values = async () => same([lead.full_name, reference])
  } else if (payload.purpose === 'quote-ready') {
    const { quoteId } = payload
    const quote = await repo.whatsappQuoteVersion(quoteId, payload.version)
    if (!quote) return null
    const { content } = quote
    recipient = { typed: content.subject.customer.phone, leadId: quote.leadId, jobId: null }
    template = 'quote_ready'
    values = async (language) => {
      const link = await quoteLink(repo, quoteId, language, siteUrl)
      const start = [
        content.subject.customer.name,
        content.reference,
        words[language].date(content.validUntil),
      ]
      return { sent: [...start, link.sent], shown: [...start, link.shown] }
    }
  } else {
    const { quoteId } = payload
    const accepted = await repo.whatsappAcceptance(quoteId)
    if (!accepted) return null
    const { content } = accepted
    recipient = { typed: content.subject.customer.phone, leadId: accepted.leadId, jobId: null }
    if (payload.purpose === 'quote-accepted') {
      // Paid meanwhile: the booking's confirmation says all there is to say.
      if (accepted.depositReceived) return null
      template = 'quote_accepted'
      values = async (language) => {
        const link = await quoteLink(repo, quoteId, language, siteUrl)
        const start = [
          content.subject.customer.name,
          content.reference,
          formatMoney(content.totals.deposit, language),
        ]
        return { sent: [...start, link.sent], shown: [...start, link.shown] }
      }
    } else {
      if (!accepted.depositReceived) return null
      template = 'booking_confirmed'
      const day = (content.subject.move as { when?: { date?: unknown } } | null)?.when?.date
      values = async (language) =>
        same([
          content.subject.customer.name,
          content.reference,
          typeof day === 'string' && day
            ? words[language].moveDate(day)
            : words[language].moveDateAgreed,
        ])
    }
  }

  const phone = whatsappNumber(recipient.typed)
  if (!phone) return null
  const contact = await repo.whatsappContact(phone)
  if (!contact || !hasConsent(contact)) return null
  const language = planned ?? contact.locale
  const made = await values(language)
  const sent = made.sent.map(templateValue)
  const shown = made.shown.map(templateValue)
  const purpose: WhatsAppPurpose = payload.purpose
  return {
    stored: {
      phone,
      leadId: recipient.leadId,
      jobId: recipient.jobId,
      template,
      language,
      body: renderTemplate(template, language, shown),
      params: shown,
      purpose,
      at,
      ...(payload.purpose === 'follow-up' && { followUpId: payload.followUpId }),
    },
    send: { kind: 'template', to: phone, template, language, params: sent },
  }
}
