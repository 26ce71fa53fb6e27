/**
 * A follow-up (issue 55) as a WhatsApp template, made when it goes from what is stored then: the
 * template its rule uses (deploy/whatsapp-templates.json), in the follow-up's language, with its
 * links drawn now and only their hashes kept (ADR 040). The stored copy shows the links without
 * their secrets. Moving day's reminder carries no stop link: sales send the same template from a
 * lead's thread, where no link is drawn, and its body asks for STOP instead.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import type { WhatsAppTemplateName } from '@contract/whatsapp.ts'
import { quoteLinkUrl } from '../quotes/index.ts'
import { feedbackUrl, followUpStopUrl } from '../follow-ups/index.ts'

import { crewTime, movingDay, primaryPhone } from './follow-up-mail.ts'
import * as ar from './follow-up-messages.ar.ts'
import * as en from './follow-up-messages.ts'
import type { FollowUpFacts, FollowUpMailStore } from './follow-up-queries.ts'
import * as arDays from './whatsapp-words.ar.ts'
import * as enDays from './whatsapp-words.ts'

const texts = { en, ar }
const days = { en: enDays, ar: arDays }

export type FollowUpWhatsAppRows = Pick<
  FollowUpMailStore,
  'followUpMessageFacts' | 'drawFollowUpMessageLinks'
>

/** A template's values: as sent, and as stored (they differ only by the links' secrets). */
type Values = { sent: string[]; shown: string[] }

const HIDDEN = '…'

/** The template each rule goes as. */
const TEMPLATES: Record<FollowUpFacts['rule'], WhatsAppTemplateName> = {
  quote_viewed: 'quote_reminder',
  quote_expiring: 'quote_reminder',
  move_3_days: 'move_reminder',
  move_1_day: 'move_reminder',
  reschedule: 'move_rescheduled',
  review_request: 'review_request',
}

/** The crew's arrival as a value: their window, or the coordinator's promise to confirm it. */
function arrival(language: EnquiryLocale, window: string | null) {
  return crewTime(language, window)?.value ?? texts[language].timeLater
}

/**
 * What the follow-up's message is, or null when it is not due (stopped, settled, moved) or the
 * customer has no number. Consent is the caller's to ask.
 */
export async function followUpWhatsApp(
  repo: FollowUpWhatsAppRows,
  followUpId: number,
  siteUrl: string,
) {
  const facts = await repo.followUpMessageFacts(followUpId)
  if (!facts?.to.phone) return null
  const { locale: language } = facts
  const name = facts.to.name
  const values = async (): Promise<Values> => {
    if (facts.about === 'move' && facts.rule !== 'reschedule') {
      const sent = [
        name,
        movingDay(language, facts.date),
        arrival(language, facts.window),
        facts.crew ?? texts[language].office(primaryPhone),
      ]
      return { sent, shown: sent }
    }
    const tokens = await repo.drawFollowUpMessageLinks(facts)
    const stop = (token: string) => followUpStopUrl(siteUrl, token, language)
    const both = (start: string[], links: Array<(token: string) => string>, secrets: string[]) => ({
      sent: [...start, ...links.map((link, i) => link(secrets[i]!))],
      shown: [...start, ...links.map((link) => link(HIDDEN))],
    })
    if (facts.about === 'move')
      return both(
        [name, movingDay(language, facts.date), arrival(language, facts.window)],
        [stop],
        [tokens.stop],
      )
    if (facts.about === 'review')
      return both(
        [name],
        [(token) => feedbackUrl(siteUrl, token, language), stop],
        [tokens.review!, tokens.stop],
      )
    return both(
      [name, facts.reference, days[language].date(facts.validUntil)],
      [(token) => quoteLinkUrl(siteUrl, token, language), stop],
      [tokens.quote!, tokens.stop],
    )
  }
  return {
    recipient: { typed: facts.to.phone, leadId: facts.leadId, jobId: facts.jobId },
    template: TEMPLATES[facts.rule],
    language,
    values,
  }
}
