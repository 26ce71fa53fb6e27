// Sending a quote (issue 53), on both databases: the draft frozen as a version whose stored text
// and SHA-256 anyone can recompute from the quote, a private link kept only as its hash, the
// customer's e-mail in the quote's language through a real SMTP server, the lead moved to
// "quoted" (never back from won or lost), the audit trail without any link, the WhatsApp chat,
// and revising into version 2 with every earlier link still the quote's. The refusals are
// quote-send-refusals.test.ts.
import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { canonicalJson, quoteContent } from '@contract/quote-content.ts'
import { catalogueLine, insuranceLine } from '@contract/quotes.ts'
import { quoteTokenHash } from '../src/quotes/links.ts'
import { readSiteEnv } from '../../src/config/site-env.ts'

import { plannedMove } from '../../src/testing/planned-move.ts'
import { everyText } from './every-text.ts'
import { ORIGIN } from './staff-world.ts'
import { backends, QUOTES, quoteSendWorld, quoteToken } from './quote-send-helpers.ts'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const TOKEN = /^[\w-]{43}$/
const COMPANY = readSiteEnv(import.meta.env as unknown as Record<string, string>).companyName

describe.each(backends)('sending a quote, on %s', (backend) => {
  const world = quoteSendWorld(backend)
  const { call, newLead, prepared, send, revise, query, auditOf, mailsTo, nthMail } = world

  /** The customer's e-mails about quotes (an acknowledgement of the enquiry came first). */
  const quoteMails = (email: string) => mailsTo(email).filter((mail) => quoteToken(mail.text))
  async function quoteMail(email: string, n: number) {
    await nthMail(email, n + 1)
    return quoteMails(email)[n - 1]!
  }

  it('freezes the draft as version 1, its stored text and SHA-256 recomputable from the quote', async () => {
    const { leadId } = await newLead({ details: plannedMove() })
    const draft = await prepared(leadId)
    const sent = await send(draft)
    expect(sent.statusCode, sent.body).toBe(200)
    const { quote } = sent.json()
    expect(quote).toMatchObject({ status: 'sent', currentVersion: 1, revision: 1 })
    const [version] = await query(`SELECT * FROM quote_versions WHERE quote_id = ${draft.id}`)
    expect(version).toMatchObject({ version: 1, content_sha256: sha256(String(version!.content)) })
    // From the quote as the console read it: the same text, byte for byte, so the same hash.
    expect(version!.content).toBe(canonicalJson(quoteContent(draft, 1)))
    expect(JSON.parse(String(version!.content))).toMatchObject({
      reference: draft.reference,
      version: 1,
      language: 'en',
      termsVersion: draft.termsVersion,
      validUntil: draft.validUntil,
      depositPercent: 30,
      subject: draft.subject,
      lines: draft.lines,
      chosen: [],
      totals: draft.totals,
    })
    expect(Number(version!.sent_at)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('answers a private link, kept only as its hash, and a WhatsApp chat that carries it', async () => {
    const { leadId } = await newLead({ phoneNumber: '+974 5500 1234' })
    const draft = await prepared(leadId)
    // A plain enquiry's draft starts with no lines.
    const edited = await call('sales', 'PUT', `${QUOTES}/${draft.id}`, {
      revision: draft.revision,
      lines: [catalogueLine('l1', 'truck', 1)],
      validUntil: draft.validUntil,
      depositPercent: draft.depositPercent,
      notes: '',
      language: 'en',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const { link, whatsapp } = (await send(edited.json())).json()
    const token = link.slice(`${ORIGIN}/quote/`.length)
    expect(link.startsWith(`${ORIGIN}/quote/`) && TOKEN.test(token)).toBe(true)
    const rows = await query(`SELECT token_hash FROM quote_links WHERE quote_id = ${draft.id}`)
    expect(rows.map((row) => row.token_hash)).toContain(sha256(token))
    expect(quoteTokenHash(token)).toBe(sha256(token))
    const chat = new URL(whatsapp)
    expect(`${chat.origin}${chat.pathname}`).toBe('https://wa.me/97455001234')
    const text = chat.searchParams.get('text')!
    expect(text).toContain(link)
    expect(text).toContain(draft.reference)
    expect(text).toContain('Hello Fatima Al-Sayed')
  })

  it('opens the WhatsApp chat with a Qatari number given without its country code', async () => {
    const { leadId } = await newLead({ details: plannedMove(), phoneNumber: '5500 1234' })
    const { whatsapp } = (await send(await prepared(leadId))).json()
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/97455001234\?text=/)
  })

  it('e-mails the customer in English: reference, total, deposit, validity, link and next steps', async () => {
    const { leadId, email } = await newLead({ details: plannedMove() })
    const draft = await prepared(leadId)
    const { link } = (await send(draft)).json()
    const mail = await quoteMail(email, 1)
    expect(mail.subject).toBe(`Your quote ${draft.reference} from ${COMPANY}`)
    const [year, month, day] = draft.validUntil.split('-')
    const riyals = (dirhams: number) =>
      `QAR ${Math.floor(dirhams / 100).toLocaleString('en-US')}.${String(dirhams % 100).padStart(2, '0')}`
    for (const part of [
      'Dear Fatima Al-Sayed,',
      `Your quote ${draft.reference} is ready.`,
      `The total is ${riyals(draft.totals.total)}, with a deposit of ${riyals(draft.totals.deposit)} (30%) due when you accept.`,
      `The quote is valid until ${day}/${month}/${year}.`,
      'reply to this e-mail or call your move coordinator',
    ])
      expect(mail.text).toContain(part)
    // The e-mail's link was drawn when it went: another token, kept as its hash too.
    const token = quoteToken(mail.text)!
    expect(mail.html).toContain(`${ORIGIN}/quote/${token}`)
    expect(`${ORIGIN}/quote/${token}`).not.toBe(link)
    const rows = await query(`SELECT token_hash FROM quote_links WHERE quote_id = ${draft.id}`)
    expect(rows.map((row) => row.token_hash).sort()).toEqual(
      [sha256(token), sha256(link.split('/').at(-1))].sort(),
    )
  })

  it('e-mails an Arabic quote in Arabic, right to left, with the Arabic page’s link', async () => {
    const { leadId, email } = await newLead({ details: plannedMove(), locale: 'ar' })
    const draft = await prepared(leadId)
    const { link, whatsapp } = (await send(draft)).json()
    expect(link).toMatch(new RegExp(`^${ORIGIN}/ar/quote/[\\w-]{43}$`))
    expect(new URL(whatsapp).searchParams.get('text')).toContain('عرض السعر')
    const mail = await quoteMail(email, 1)
    expect(mail.subject).toContain('عرض السعر')
    expect(mail.html).toContain('lang="ar" dir="rtl"')
    expect(mail.text).toContain(`${ORIGIN}/ar/quote/${quoteToken(mail.text)}`)
    expect(mail.text).toContain('ريال قطري')
    // Doha's date in words, as the Arabic e-mails write dates: no slashes.
    expect(mail.text).toMatch(/عرض السعر سارٍ حتى \d{1,2} [\u0600-\u06ff]+ \d{4}\./)
  })

  it('moves a new or contacted lead to quoted, saying it came from the quote', async () => {
    for (const before of ['new', 'contacted'] as const) {
      const { leadId } = await newLead({ details: plannedMove() })
      if (before === 'contacted')
        await call('sales', 'POST', '/api/staff/enquiries/status', { id: leadId, status: before })
      const draft = await prepared(leadId)
      await send(draft)
      const lead = (await call('sales', 'GET', `/api/staff/enquiries/${leadId}`)).json()
      expect(lead.status).toBe('quoted')
      expect(lead.contactedAt).not.toBeNull()
      const moves = await auditOf('lead.status-changed', leadId)
      expect(moves.at(-1)).toMatchObject({
        record_type: 'lead',
        before: { status: before },
        after: { status: 'quoted', quoteId: draft.id, version: 1, via: 'quote.sent' },
      })
    }
  })

  it('leaves a won or lost lead as it is', async () => {
    for (const status of ['won', 'lost'] as const) {
      const { leadId } = await newLead({ details: plannedMove() })
      const draft = await prepared(leadId)
      const moved = await call('sales', 'POST', '/api/staff/enquiries/status', {
        id: leadId,
        status,
        reason: 'Chose another company',
      })
      expect(moved.statusCode, moved.body).toBe(200)
      expect((await send(draft)).statusCode).toBe(200)
      expect((await call('sales', 'GET', `/api/staff/enquiries/${leadId}`)).json().status).toBe(
        status,
      )
      expect(await auditOf('lead.status-changed', leadId)).toHaveLength(1)
    }
  })

  it('audits quote.sent with its version, total and language, and no link', async () => {
    const { leadId } = await newLead({ details: plannedMove() })
    const draft = await prepared(leadId)
    const { link } = (await send(draft, 'admin')).json()
    const [line] = await auditOf('quote.sent', draft.id)
    expect(line).toMatchObject({
      record_type: 'quote',
      actor_name: expect.stringMatching(/^admin /),
      after: { leadId, version: 1, total: draft.totals.total, language: 'en' },
    })
    const written = JSON.stringify(line)
    expect(written).not.toContain(link.split('/').at(-1))
    expect(written).not.toContain('/quote/')
  })

  it('revises a sent quote into version 2, keeping version 1 and every earlier link', async () => {
    const { leadId, email } = await newLead({ details: plannedMove() })
    const draft = await prepared(leadId)
    const first = (await send(draft)).json()
    // Its e-mail gone before version 2 is sent: a row still waiting then is for a superseded
    // version, and does not go.
    const firstMail = await quoteMail(email, 1)
    const revised = await revise(first.quote)
    expect(revised.statusCode, revised.body).toBe(200)
    expect(revised.json().quote).toMatchObject({ status: 'draft', currentVersion: 1, revision: 2 })
    const [line] = await auditOf('quote.revised', draft.id)
    expect(line).toMatchObject({
      before: { status: 'sent' },
      after: { status: 'draft', version: 1 },
    })
    const insured = {
      ...revised.json().quote,
      lines: [...draft.lines, insuranceLine('ins', 5_000_000)],
    }
    const edited = await call('sales', 'PUT', `${QUOTES}/${draft.id}`, insured)
    expect(edited.statusCode, edited.body).toBe(200)
    const second = await send(edited.json())
    expect(second.statusCode, second.body).toBe(200)
    expect(second.json().quote).toMatchObject({ status: 'sent', currentVersion: 2 })
    const versions = await query(
      `SELECT version, content, content_sha256 FROM quote_versions WHERE quote_id = ${draft.id} ORDER BY version`,
    )
    expect(versions.map((row) => row.version)).toEqual([1, 2])
    expect(versions[1]!.content).toBe(canonicalJson(quoteContent(edited.json(), 2)))
    expect(versions[0]!.content_sha256).toBe(sha256(String(versions[0]!.content)))
    // Both links, the e-mailed ones too, stay the quote's: its page shows the latest version.
    const mails = [firstMail, await quoteMail(email, 2)]
    const tokens = [first.link, second.json().link, ...mails.map((mail) => mail.text)].map((text) =>
      quoteToken(text)!,
    )
    const links = await query(`SELECT token_hash, quote_id FROM quote_links`)
    for (const token of tokens)
      expect(Number(links.find((row) => row.token_hash === sha256(token))?.quote_id)).toBe(draft.id)
    expect(mails[1]!.subject).toBe(`Your quote ${draft.reference}, revised (version 2)`)
    expect(mails[1]!.text).toContain('this is version 2, and it replaces the one we sent before')
    expect(mails[1]!.text).toContain('Some services are optional')
    // The lead moved once, with the first send.
    expect(await auditOf('lead.status-changed', leadId)).toHaveLength(1)
    // A version 1 e-mail still waiting now would go no more: version 2's went instead.
    const { repo } = world.world.db
    expect(await repo.quoteMailFor({ kind: 'quote-link', quoteId: draft.id, version: 1 })).toBe(
      null,
    )
    const again = await repo.quoteMailFor({ kind: 'quote-link', quoteId: draft.id, version: 2 })
    expect(again).toMatchObject({ to: email, content: { version: 2 } })
    const drawn = await query(
      `SELECT quote_id FROM quote_links WHERE token_hash = '${sha256(again!.token)}'`,
    )
    expect(drawn.map((row) => Number(row.quote_id))).toEqual([draft.id])
  })

  it('keeps no copy of any link’s token in any table', async () => {
    const { leadId, email } = await newLead({ details: plannedMove() })
    const draft = await prepared(leadId)
    const { link } = (await send(draft)).json()
    const mail = await quoteMail(email, 1)
    const tokens = [quoteToken(link)!, quoteToken(mail.text)!]
    const { columns, values: texts } = await everyText(backend, query)
    expect(columns.map((column) => column.table)).toContain('quote_links')
    for (const token of tokens) expect(texts.filter((text) => text.includes(token))).toEqual([])
    // The outbox row names the quote and the version, nothing more.
    const rows = await query(`SELECT payload FROM outbox WHERE payload LIKE '%quote-link%'`)
    expect(rows.map((row) => JSON.parse(String(row.payload)))).toContainEqual({
      kind: 'quote-link',
      quoteId: draft.id,
      version: 1,
    })
  })
})
