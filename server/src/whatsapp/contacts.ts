/**
 * Each WhatsApp number's consent and window (issue 54, item 3): the statements that record them,
 * made to join the write of what they come with (an enquiry, a subscription, a webhook's
 * message), and the one rule every send asks of them.
 */
import type { Kysely } from 'kysely'

import type { EnquiryLocale } from '@contract/enquiry.ts'
import type { WhatsAppConsentSource } from '@contract/whatsapp.ts'
import { auditRow, type AuditEntry } from '../audit/index.ts'
import { prepare, type Executor, type Tables } from '../db/sql.ts'

export type WhatsAppContact = Tables['whatsapp_contacts']

/** Consent stands when it was given and not withdrawn since (a STOP before a new yes is past). */
export const hasConsent = (
  contact: Pick<WhatsAppContact, 'consent_at' | 'opted_out_at'> | undefined,
): boolean =>
  contact?.consent_at != null &&
  (contact.opted_out_at == null || contact.opted_out_at < contact.consent_at)

/** The customer said yes on `source`, in `locale`: their messages follow that language after. */
export const giveConsent = (
  db: Kysely<Tables>,
  {
    phone,
    locale,
    source,
    at,
  }: { phone: string; locale: EnquiryLocale; source: WhatsAppConsentSource; at: number },
) =>
  db
    .insertInto('whatsapp_contacts')
    .values({
      phone,
      locale,
      consent_at: at,
      consent_source: source,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) =>
      conflict
        .column('phone')
        .doUpdateSet({ locale, consent_at: at, consent_source: source, updated_at: at }),
    )

/** The customer wrote STOP: nothing more is sent until they say yes again. */
export const withdrawConsent = (db: Kysely<Tables>, { phone, at }: { phone: string; at: number }) =>
  db
    .updateTable('whatsapp_contacts')
    .set({ opted_out_at: at, updated_at: at })
    .where('phone', '=', phone)

/**
 * The customer wrote: their 24-hour window opens again from `at`. A number never seen before is
 * known from now on, without consent (a message to the company is not a yes to its updates).
 */
export const heardFrom = (
  db: Kysely<Tables>,
  { phone, locale, at }: { phone: string; locale: EnquiryLocale; at: number },
) =>
  db
    .insertInto('whatsapp_contacts')
    .values({ phone, locale, last_inbound_at: at, created_at: at, updated_at: at })
    .onConflict((conflict) =>
      conflict.column('phone').doUpdateSet({ last_inbound_at: at, updated_at: at }),
    )

export type WhatsAppContactStore = ReturnType<typeof whatsappContactQueries>

export function whatsappContactQueries(sql: Executor) {
  const { db } = sql
  const contact = prepare((phone: string) =>
    db.selectFrom('whatsapp_contacts').selectAll().where('phone', '=', phone),
  )
  return {
    /** The number's consent, language and window; undefined for a number never seen. */
    async whatsappContact(phone: string): Promise<WhatsAppContact | undefined> {
      const [row] = await sql.read(contact(phone))
      return row
    },
    /** A yes given on its own (the quote page), with its line on the trail (`entry`). */
    async consentToWhatsApp(
      phone: string,
      locale: EnquiryLocale,
      source: WhatsAppConsentSource,
      entry: AuditEntry,
      at = Date.now(),
    ) {
      await sql.write(
        giveConsent(db, { phone, locale, source, at }),
        db.insertInto('audit_log').values(auditRow(entry, at)),
      )
    },
  }
}
