// The follow-ups' e-mails (issue 55), on both databases, through the outbox and a real SMTP
// server: each rule's message in English and in Arabic (right to left, Doha's dates in words, the
// plain text's links on lines of their own), the stop page's link on every one and only its hash
// kept, a fresh quote link or the feedback page's link where the rule has one; nothing when it is
// no longer due (stopped since, the quote settled, moving day changed again, the lead contacted);
// and staff's alert of a lead not contacted, in each member's console language.
import { describe, expect, it } from 'vitest'

import { readArabicSiteEnv, readSiteEnv } from '../../src/config/site-env.ts'
import { plannedMove } from '../../src/testing/planned-move.ts'
import * as ar from '../src/notifications/follow-up-messages.ar.ts'
import * as en from '../src/notifications/follow-up-messages.ts'
import * as arStaff from '../src/notifications/follow-up-staff-messages.ar.ts'
import * as enStaff from '../src/notifications/follow-up-staff-messages.ts'
import * as arDays from '../src/notifications/whatsapp-words.ar.ts'
import * as enDays from '../src/notifications/whatsapp-words.ts'
import { referenceOf } from '../src/leads/index.ts'
import { trackingLink } from '../src/shipments/index.ts'

import { everyText } from './every-text.ts'
import {
  followUpWorld,
  sha256,
  tokenAfter,
  withIds,
  type PlannedFollowUp,
} from './follow-up-mail-helpers.ts'
import { backends } from './helpers.ts'
import { quoteToken } from './quote-send-helpers.ts'
import { ORIGIN } from './staff-world.ts'
import { until } from './tracking-helpers.ts'

const env = import.meta.env as unknown as Record<string, string>
const COMPANY = readSiteEnv(env).companyName
const COMPANY_AR = readArabicSiteEnv(env).companyName
const PHONE = readSiteEnv(env).primaryPhone
/** A value isolated left to right in Arabic plain text. */
const isolated = (value: string) => `\u2066${value}\u2069`
const STOP = '/follow-ups/stop/'
const AR_STOP = '/ar/follow-ups/stop/'

describe.each(backends)('follow-up e-mails, on %s', (backend) => {
  const world = followUpWorld(backend)
  const { newLead, prepared, send, query, exec, mailsTo, queued, shipment, enrolled } = world

  /** Waits for the e-mail to `email` whose subject is `subject`. */
  async function mail(email: string, subject: string) {
    const mine = () => mailsTo(email).filter((each) => each.subject === subject)
    await until(() => mine().length > 0, `"${subject}" to ${email}`)
    expect(mine()).toHaveLength(1)
    return mine()[0]!
  }

  /** Queues a follow-up and waits until the outbox is done with it; what `email` got meanwhile. */
  async function settled(planned: PlannedFollowUp, email: string) {
    const { outboxId } = await queued(planned)
    await until(
      async () =>
        (await query(`SELECT sent_at FROM outbox WHERE id = ${outboxId}`))[0]!.sent_at != null,
      `outbox row ${outboxId}`,
    )
    // The enquiry's acknowledgement and the quote's e-mail may arrive meanwhile.
    return mailsTo(email).filter((each) => /\/(follow-ups\/stop|staff\/leads)\//.test(each.text))
  }

  /** The stop link's stored row, checked against the token the customer got. */
  async function stopRow(token: string | undefined) {
    expect(token).toMatch(/^[\w-]{43}$/)
    const rows = await query(`SELECT * FROM follow_up_links WHERE token_hash = '${sha256(token!)}'`)
    expect(rows).toHaveLength(1)
    return withIds(rows[0]!)
  }

  async function sentQuote(locale: 'en' | 'ar') {
    const { leadId, email } = await newLead({ details: plannedMove(), locale })
    const draft = await prepared(leadId)
    expect((await send(draft)).statusCode).toBe(200)
    return { leadId, email, draft }
  }

  it('reminds of a quote opened and not accepted, with a fresh link to it and the stop link', async () => {
    const { leadId, email, draft } = await sentQuote('en')
    await queued({ rule: 'quote_viewed', leadId, quoteId: draft.id })
    const reminder = await mail(email, `Your quote ${draft.reference}`)
    const quote = quoteToken(reminder.text)!
    const stop = tokenAfter(STOP, reminder.text)
    expect(reminder.text.trim().split('\n\n')).toEqual([
      'Dear Fatima Al-Sayed,',
      en.viewedIntro(draft.reference),
      en.validUntil(enDays.date(draft.validUntil)),
      `${en.openQuote}: ${ORIGIN}/quote/${quote}`,
      en.quotePrivate,
      en.signOff(COMPANY),
      en.stopWhy(COMPANY),
      `${en.stopLink}: ${ORIGIN}${STOP}${stop}`,
    ])
    expect(reminder.html).toContain('<html lang="en" dir="ltr">')
    const links = await query(`SELECT token_hash FROM quote_links WHERE quote_id = ${draft.id}`)
    expect(links.map((row) => row.token_hash)).toContain(sha256(quote))
    expect(await stopRow(stop)).toMatchObject({
      lead_id: leadId,
      job_id: null,
      email,
      phone: '97455001234',
      locale: 'en',
    })
    // Mail programs offer the stop page as their own unsubscribe.
    const raw = world.world.smtp.mails.find((each) => each.raw.includes(stop!))!.raw
    expect(raw.replace(/\r\n[ \t]+/g, ' ')).toContain(`List-Unsubscribe: <${ORIGIN}${STOP}${stop}>`)
    // Neither link works from a copy of the database.
    const { values } = await everyText(backend, query)
    expect(values.some((value) => value.includes(stop!) || value.includes(quote))).toBe(false)
  })

  it('reminds in Arabic, right to left, that a quote expires, with Doha’s date in words', async () => {
    const { leadId, email, draft } = await sentQuote('ar')
    await queued({ rule: 'quote_expiring', leadId, quoteId: draft.id, locale: 'ar' })
    const date = arDays.date(draft.validUntil)
    expect(date).toMatch(/^\d{1,2} [\u0600-\u06ff]+ \d{4}$/)
    const reminder = await mail(email, ar.expiringSubject(draft.reference, date))
    const stop = tokenAfter(AR_STOP, reminder.text)
    expect(reminder.text.trim().split('\n\n')).toEqual([
      ar.greeting(isolated('Fatima Al-Sayed')),
      ar.expiringIntro(isolated(draft.reference), date),
      `${ar.openQuote}:\n${ORIGIN}/ar/quote/${quoteToken(reminder.text)}`,
      ar.quotePrivate,
      ar.signOff(COMPANY_AR),
      ar.stopWhy(COMPANY_AR),
      `${ar.stopLink}:\n${ORIGIN}${AR_STOP}${stop}`,
    ])
    expect(reminder.html).toContain('<html lang="ar" dir="rtl">')
    expect(reminder.html).toContain(`<bdi dir="ltr">${draft.reference}</bdi>`)
    expect(await stopRow(stop)).toMatchObject({ lead_id: leadId, locale: 'ar' })
  })

  it('sends no quote reminder once the quote is settled', async () => {
    const { leadId, email, draft } = await sentQuote('en')
    await exec(`UPDATE quotes SET status = 'declined' WHERE id = ${draft.id}`)
    expect(await settled({ rule: 'quote_viewed', leadId, quoteId: draft.id }, email)).toEqual([])
  })

  it('reminds of moving day: the date, the crew’s window, what to prepare and whom to call', async () => {
    const email = `move.en.${backend}@follow.example`
    const { jobId, trackingId } = await shipment('Aisha Rahman', email, {
      collection_date: '2026-12-20',
      collection_window: '08:00-10:00',
      crew_contact: 'Ahmed 5555 1234',
    })
    await queued({ rule: 'move_3_days', jobId })
    const reminder = await mail(email, 'Reminder: your move on Sunday 20 December 2026')
    const stop = tokenAfter(STOP, reminder.text)
    expect(reminder.text.trim().split('\n\n')).toEqual([
      'Dear Aisha Rahman,',
      `A reminder that your move with ${COMPANY} is on Sunday 20 December 2026.`,
      'The crew arrives between 8:00 AM and 10:00 AM (Doha time).',
      'To prepare:',
      ...en.checklist.map((item) => `• ${item}`),
      'On the day, call the crew leader: Ahmed 5555 1234.',
      en.anythingChanged,
      `${en.trackIt}: ${trackingLink(ORIGIN, trackingId, 'en')}`,
      en.signOff(COMPANY),
      en.stopWhy(COMPANY),
      `${en.stopLink}: ${ORIGIN}${STOP}${stop}`,
    ])
    expect(await stopRow(stop)).toMatchObject({ lead_id: null, job_id: jobId, email })
  })

  it('reminds in Arabic when the time is not set: the coordinator will confirm it, call the office', async () => {
    const email = `move.ar.${backend}@follow.example`
    await shipment('عائشة', email, { collection_date: '2026-12-20' })
    const { jobId } = await shipment('عائشة', `other.${email}`, { collection_date: '2026-12-21' })
    await exec(`UPDATE jobs SET email = '${email}' WHERE id = ${jobId}`)
    await queued({ rule: 'move_1_day', jobId, locale: 'ar' })
    const day = 'الاثنين 21 ديسمبر 2026'
    expect(arDays.moveDate('2026-12-21')).toBe(day)
    const reminder = await mail(email, ar.moveSubject(day))
    expect(reminder.text).toContain(ar.moveIntro(COMPANY_AR, day))
    expect(reminder.text).toContain(ar.timeToConfirm)
    expect(reminder.text).toContain(ar.officeContact(isolated(PHONE)))
    expect(reminder.text).toContain(ar.checklist.map((item) => `• ${item}`).join('\n\n'))
    expect(reminder.html).toContain('<html lang="ar" dir="rtl">')
    expect(reminder.html).toContain(`<bdi dir="ltr">${PHONE}</bdi>`)
  })

  it('gives the new moving day, and nothing for a notice whose date changed again', async () => {
    const email = `reschedule.${backend}@follow.example`
    const { jobId } = await shipment('عائشة', email, {
      collection_date: '2026-12-27',
      collection_window: '13:00-15:00',
    })
    const stale = { rule: 'reschedule', jobId, locale: 'ar' as const }
    expect(await settled({ ...stale, key: `reschedule:job:${jobId}:2026-12-24` }, email)).toEqual(
      [],
    )
    await queued({ ...stale, key: `reschedule:job:${jobId}:2026-12-27` })
    const day = 'الأحد 27 ديسمبر 2026'
    const notice = await mail(email, ar.rescheduleSubject(day))
    expect(notice.text).toContain(ar.rescheduleIntro(COMPANY_AR, day))
    expect(notice.text).toContain(ar.crewWindow(ar.between('1:00 م', '3:00 م')))
    expect(notice.text).toContain(ar.rescheduleQuestion(isolated(PHONE)))
    expect(notice.text).toContain(`${ar.stopLink}:\n${ORIGIN}${AR_STOP}`)
  })

  it('asks "How did we do?" in one line with the feedback page’s link, kept as its hash', async () => {
    const email = `review.${backend}@follow.example`
    const { jobId } = await shipment('Daniel Okafor', email, {})
    await queued({ rule: 'review_request', jobId })
    const ask = await mail(email, en.reviewSubject)
    const feedback = tokenAfter('/feedback/', ask.text)
    expect(ask.text.trim().split('\n\n').slice(0, 3)).toEqual([
      'Dear Daniel Okafor,',
      en.reviewAsk(COMPANY),
      `${en.reviewLink}: ${ORIGIN}/feedback/${feedback}`,
    ])
    expect(tokenAfter(STOP, ask.text)).toBeDefined()
    const rows = await query(`SELECT * FROM review_links WHERE job_id = ${jobId}`)
    expect(rows).toEqual([
      expect.objectContaining({ token_hash: sha256(feedback!), lead_id: null, locale: 'en' }),
    ])
  })

  it('sends nothing to a customer who stopped everything after it was queued', async () => {
    const email = `Stopped.${backend}@Follow.example`
    const { jobId } = await shipment('Aisha Rahman', email, { collection_date: '2026-12-20' })
    await exec(
      `INSERT INTO follow_up_stops (scope, email, source, at) VALUES ('all', '${email.toLowerCase()}', 'link', ${Date.now()})`,
    )
    expect(await settled({ rule: 'move_3_days', jobId }, email)).toEqual([])
    expect(await query(`SELECT * FROM follow_up_links WHERE job_id = ${jobId}`)).toEqual([])
  })

  describe('a lead not contacted', () => {
    async function waitingLead() {
      const { leadId } = await newLead()
      const [row] = await query(`SELECT created_at FROM enquiries WHERE id = ${leadId}`)
      const createdAt = new Date(row!.created_at as string).getTime()
      return { leadId, reference: referenceOf({ id: leadId, createdAt }) }
    }

    it('alerts the member it is assigned to, in their console language', async () => {
      const member = await enrolled('sales', 'ar')
      await exec(`UPDATE staff_accounts SET locale = 'ar' WHERE id = ${member.id}`)
      const { leadId, reference } = await waitingLead()
      await exec(`UPDATE enquiries SET assigned_to = ${member.id} WHERE id = ${leadId}`)
      await queued({ rule: 'lead_uncontacted', key: `lead_uncontacted:lead:${leadId}`, leadId })
      const alert = await mail(member.email, arStaff.ownerSubject(reference))
      expect(alert.text).toContain(arStaff.assignedTo(isolated(member.name)))
      expect(alert.text).toContain(arStaff.ownerAsk)
      expect(alert.text).toContain(`${arStaff.openLead}:\n${ORIGIN}/ar/staff/leads/${leadId}`)
      expect(alert.html).toContain('<html lang="ar" dir="rtl">')
    })

    it('alerts the sales inbox, in English, while the team has the lead', async () => {
      const { leadId, reference } = await waitingLead()
      await queued({ rule: 'lead_uncontacted', key: `lead_uncontacted:lead:${leadId}`, leadId })
      // NOTIFY_EMAIL, where new leads' e-mails go too.
      const alert = await mail('info@pearlcoastmovers.qa', enStaff.ownerSubject(reference))
      expect(alert.text).toContain(enStaff.unassigned)
      expect(alert.text).toContain(enStaff.ownerAsk)
      expect(alert.html).toContain('<html lang="en" dir="ltr">')
    })

    it('alerts every admin the second time', async () => {
      const { leadId, reference } = await waitingLead()
      await queued({
        rule: 'lead_uncontacted',
        key: `lead_uncontacted_admin:lead:${leadId}`,
        leadId,
      })
      const admins = await query(`SELECT email FROM staff_accounts WHERE role = 'admin'`)
      expect(admins.length).toBeGreaterThan(0)
      for (const { email } of admins) {
        const alert = await mail(String(email), enStaff.adminSubject(reference))
        expect(alert.text).toContain(enStaff.unassigned)
        expect(alert.text).toContain(enStaff.adminAsk)
        expect(alert.text).toContain(`${enStaff.openLead}: ${ORIGIN}/staff/leads/${leadId}`)
      }
    })

    it('alerts nobody once the lead was contacted', async () => {
      const member = await enrolled('sales')
      const { leadId } = await waitingLead()
      await exec(
        `UPDATE enquiries SET assigned_to = ${member.id}, contacted_at = ${Date.now()} WHERE id = ${leadId}`,
      )
      const planned = { rule: 'lead_uncontacted', key: `lead_uncontacted:lead:${leadId}`, leadId }
      expect(await settled(planned, member.email)).toEqual([])
    })
  })
})
