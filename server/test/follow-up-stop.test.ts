// The stop page (issue 55, item 4) and the stop's coverage (follow-ups/stops.ts), on both
// databases: /follow-ups/stop/:token and its Arabic twin, found by the link's hash alone; one tap
// stops this move's follow-ups (its lead, its shipment, the other legs of its move) or everything
// to the customer's address and number, cancelling at once what is planned and confirming it in
// the page's language; a follow-up planned later is covered too; refusals keep everything as it was.
import { describe, expect, it } from 'vitest'

import { stoppedFollowUp } from '../src/follow-ups/stops.ts'
import { postgresExecutor } from '../src/db/postgres.ts'
import { sqliteExecutor } from '../src/db/sqlite.ts'

import { backends } from './helpers.ts'
import { followUpPagesWorld, jsonOf, newToken } from './follow-up-pages-helpers.ts'

describe.each(backends)('the stop page, on %s', (backend) => {
  const { world, query, newLead, newJob, newMove, stopLink, followUp, standing, open, post } =
    followUpPagesWorld(backend)

  /** The follow-ups a stop covers now (stops.ts' own rule), among `ids`. */
  async function covered(ids: number[]) {
    const { env } = world.db
    const sql = env.DATABASE_URL
      ? postgresExecutor(env.DATABASE_URL)
      : sqliteExecutor(env.SQLITE_PATH!)
    try {
      const rows = await sql.read(
        sql.db
          .selectFrom('follow_ups as f')
          .select('f.id')
          .where('f.id', 'in', ids)
          .where(stoppedFollowUp('f')),
      )
      return rows.map((row) => Number(row.id)).sort((a, b) => a - b)
    } finally {
      await sql.close()
    }
  }

  it('offers the two choices, word for word, in English and Arabic', async () => {
    const lead = await newLead({ email: 'offer@example.com' })
    const token = await stopLink({ lead, email: 'offer@example.com' })
    const page = await open(`/follow-ups/stop/${token}`)
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['x-robots-tag']).toBe('noindex')
    expect(page.body).toContain('<h1>Stop follow-ups</h1>')
    expect(page.body).toContain(
      `<form class="choice" method="post" action="/follow-ups/stop/${token}">`,
    )
    expect(page.body).toContain('<input type="hidden" name="scope" value="move">')
    expect(page.body).toContain('>Stop follow-ups for this move</button>')
    expect(page.body).toContain('>Stop everything from Pearl Coast Movers</button>')
    const arabic = await open(`/ar/follow-ups/stop/${token}`)
    expect(arabic.body).toContain('<html lang="ar-QA" dir="rtl">')
    expect(arabic.body).toContain('>إيقاف رسائل المتابعة لعملية النقل هذه</button>')
    expect(arabic.body).toMatch(/>إيقاف كل الرسائل من \S.*<\/button>/)
  })

  it('answers a link that opens nothing with a 404 that shows nothing, and stops nothing', async () => {
    const lead = await newLead({ email: 'nobody@example.com' })
    const planned = await followUp({ lead })
    for (const url of [`/follow-ups/stop/${newToken().token}`, '/ar/follow-ups/stop/x']) {
      const page = await open(url)
      expect(page.statusCode, url).toBe(404)
      expect(page.body).not.toContain('<form')
    }
    const posted = await post(`/follow-ups/stop/${newToken().token}`, { scope: 'all' })
    expect(posted.statusCode).toBe(404)
    expect(await standing(planned)).toEqual(['scheduled'])
  })

  it('stops this move at once: its lead, its shipment and the other legs of its move only', async () => {
    const move = await newMove()
    const lead = await newLead({ email: 'move@example.com', phone: '97455330033' })
    const job = await newJob({ lead, move, email: 'move@example.com', phone: '+974 5533 0033' })
    const otherLeg = await newJob({ move, email: 'move@example.com' })
    // The same customer's next move, and someone else's, go on.
    const nextLead = await newLead({ email: 'move@example.com', phone: '97455330033' })
    const stranger = await newLead({ email: 'else@example.com', phone: '97455990099' })
    const ids = [
      await followUp({ rule: 'quote_viewed', lead }),
      await followUp({ rule: 'move_3_days', job: job.id }),
      await followUp({ rule: 'review_request', job: otherLeg.id }),
      await followUp({ rule: 'quote_viewed', lead: nextLead }),
      await followUp({ rule: 'quote_viewed', lead: stranger }),
    ]
    const sent = await followUp({ rule: 'move_1_day', job: job.id, status: 'sent' })
    const token = await stopLink({ lead, job: job.id, email: 'move@example.com' })
    const before = world.published
    const stopped = await post(`/follow-ups/stop/${token}`, { scope: 'move' })
    expect(stopped.statusCode, stopped.body).toBe(303)
    expect(stopped.headers.location).toBe(`/follow-ups/stop/${token}`)
    expect(await standing(...ids, sent)).toEqual([
      'cancelled:stopped',
      'cancelled:stopped',
      'cancelled:stopped',
      'scheduled',
      'scheduled',
      'sent',
    ])
    expect(world.published).toBe(before + 1)
    const [stop] = await query(`SELECT * FROM follow_up_stops WHERE lead_id = ${lead}`)
    expect(stop).toMatchObject({ scope: 'move', source: 'link' })
    expect(Number(stop!.job_id)).toBe(job.id)
    expect(Number(stop!.move_id)).toBe(move)
    const [line] = await query(
      `SELECT * FROM audit_log WHERE action = 'follow-ups.stopped' AND record_id = '${lead}'`,
    )
    expect(line).toMatchObject({ record_type: 'lead', actor_id: null })
    expect(jsonOf(line!.after)).toEqual({ scope: 'move', source: 'link' })
    // Confirmed on the page, which still offers to stop everything.
    const page = (await open(`/follow-ups/stop/${token}`)).body
    expect(page).toContain('Done: you will get no more follow-ups for this move.')
    expect(page).not.toContain('value="move"')
    expect(page).toContain('>Stop everything from Pearl Coast Movers</button>')
    // A reminder planned later for that move is covered by the stop kept.
    const later = await followUp({ rule: 'move_1_day', job: otherLeg.id })
    const elsewhere = await followUp({ rule: 'move_1_day', lead: nextLead })
    expect(await covered([later, elsewhere])).toEqual([later])
  })

  it('stops everything to the address and the number, whatever their case and prefix', async () => {
    const lead = await newLead({ email: 'All@Example.com', phone: '97455440044' })
    // The same address on another lead, the same number on a shipment written another way.
    const sameAddress = await newLead({ email: ' all@example.COM', phone: '97466000000' })
    const sameNumber = await newJob({ phone: '+974 5544-0044', email: 'other@example.com' })
    const stranger = await newLead({ email: 'none@example.com', phone: '97455000011' })
    const ids = [
      await followUp({ lead }),
      await followUp({ rule: 'quote_expiring', lead: sameAddress }),
      await followUp({ rule: 'move_3_days', job: sameNumber.id }),
      await followUp({ lead: stranger }),
    ]
    const token = await stopLink({
      lead,
      email: 'All@Example.com',
      phone: '+97455440044',
      locale: 'ar',
    })
    const stopped = await post(`/ar/follow-ups/stop/${token}`, { scope: 'all' })
    expect(stopped.statusCode, stopped.body).toBe(303)
    expect(stopped.headers.location).toBe(`/ar/follow-ups/stop/${token}`)
    expect(await standing(...ids)).toEqual([
      'cancelled:stopped',
      'cancelled:stopped',
      'cancelled:stopped',
      'scheduled',
    ])
    const [stop] = await query(`SELECT * FROM follow_up_stops WHERE lead_id = ${lead}`)
    expect(stop).toMatchObject({
      scope: 'all',
      email: 'all@example.com',
      phone: '55440044',
      source: 'link',
    })
    const page = (await open(`/ar/follow-ups/stop/${token}`)).body
    expect(page).toMatch(/تمّ: لن ترسل إليك \S.* بعد الآن أي رسائل متابعة/)
    expect(page).not.toContain('<form')
    // Later follow-ups to that address or number, on any record, are covered too.
    const byAddress = await followUp({
      lead: await newLead({ email: 'ALL@example.com', phone: '97477000000' }),
    })
    const byNumber = await followUp({ job: (await newJob({ phone: '0097455440044' })).id })
    const other = await followUp({ lead: stranger })
    expect(await covered([byAddress, byNumber, other])).toEqual([byAddress, byNumber])
  })

  it('stops by the lead’s own address when the link names none', async () => {
    const lead = await newLead({ email: 'own@example.com', phone: '97455660066' })
    const elsewhere = await newLead({ email: 'own@example.com', phone: '97455000066' })
    const planned = await followUp({ lead: elsewhere })
    const token = await stopLink({ lead })
    expect((await post(`/follow-ups/stop/${token}`, { scope: 'all' })).statusCode).toBe(303)
    expect(await standing(planned)).toEqual(['cancelled:stopped'])
  })

  it('refuses a choice it does not offer, and a stop posted from another site', async () => {
    const lead = await newLead({ email: 'refuse@example.com' })
    const planned = await followUp({ lead })
    const token = await stopLink({ lead, email: 'refuse@example.com' })
    for (const scope of ['', 'everything', 'MOVE']) {
      const page = await post(`/follow-ups/stop/${token}`, { scope })
      expect(page.statusCode, scope).toBe(422)
      expect(page.body).toContain('Choose one of the two buttons.')
    }
    expect((await post(`/ar/follow-ups/stop/${token}`, {})).body).toContain('اختر أحد الزرّين.')
    for (const origin of ['https://evil.example', null])
      expect((await post(`/follow-ups/stop/${token}`, { scope: 'all' }, origin)).statusCode).toBe(
        403,
      )
    expect(await standing(planned)).toEqual(['scheduled'])
    expect(await query(`SELECT id FROM follow_up_stops WHERE lead_id = ${lead}`)).toHaveLength(0)
  })
})
