// A STOP on WhatsApp stops follow-ups too (issue 55, item 4), on both databases: beside the
// withdrawal of its consent (issue 54), the number's stop of everything is kept and every planned
// follow-up to that number is cancelled at once, on any lead or shipment; a repeat of Meta's
// webhook writes nothing twice, and other numbers' follow-ups go on.
import { describe, expect, it } from 'vitest'

import { backends } from './helpers.ts'
import { jsonOf } from './follow-up-pages-helpers.ts'
import { whatsappWorld } from './whatsapp-in-helpers.ts'

describe.each(backends)('STOP on WhatsApp and follow-ups, on %s', (backend) => {
  const { world, query, exec, settled, newLead } = whatsappWorld(backend)

  async function followUp(column: 'lead_id' | 'job_id', id: number, key: string) {
    await exec(
      `INSERT INTO follow_ups (rule, key, ${column}, due_at, status, locale, created_at, updated_at)
       VALUES ('move_1_day', '${key}', ${id}, ${Date.now() + 86_400_000}, 'scheduled', 'en', 1, 1)`,
    )
    return Number((await query(`SELECT id FROM follow_ups WHERE key = '${key}'`))[0]!.id)
  }
  const statusOf = async (id: number) =>
    (await query(`SELECT status, reason FROM follow_ups WHERE id = ${id}`))[0]

  it('stops every follow-up to the number, on its lead and its shipments', async () => {
    const lead = await newLead('97455770077')
    await exec(
      `INSERT INTO jobs (tracking_id, contact_number, contact_digits)
       VALUES ('PCM-WA-${backend}', '+974 5577 0077', '97455770077')`,
    )
    const [job] = await query(`SELECT id FROM jobs WHERE tracking_id = 'PCM-WA-${backend}'`)
    const other = await newLead('97455880088')
    const onLead = await followUp('lead_id', lead, `wa-lead-${backend}`)
    const onJob = await followUp('job_id', Number(job!.id), `wa-job-${backend}`)
    const untouched = await followUp('lead_id', other, `wa-other-${backend}`)

    const stop = await world.graph.postMessage(world.webhook, { from: '97455770077', text: 'STOP' })
    await settled()
    expect(await statusOf(onLead)).toMatchObject({ status: 'cancelled', reason: 'stopped' })
    expect(await statusOf(onJob)).toMatchObject({ status: 'cancelled', reason: 'stopped' })
    expect(await statusOf(untouched)).toMatchObject({ status: 'scheduled', reason: null })
    const stops = await query(`SELECT * FROM follow_up_stops WHERE phone = '55770077'`)
    expect(stops).toHaveLength(1)
    expect(stops[0]).toMatchObject({ scope: 'all', source: 'whatsapp', email: null })
    expect(Number(stops[0]!.lead_id)).toBe(lead)
    const [line] = await query(
      `SELECT * FROM audit_log WHERE action = 'follow-ups.stopped' AND record_id = '${lead}'`,
    )
    expect(line).toMatchObject({ record_type: 'lead', actor_name: 'WhatsApp' })
    expect(jsonOf(line!.after)).toEqual({ scope: 'all', source: 'whatsapp' })

    // Meta sends the same STOP again: nothing is written twice.
    await world.graph.postWebhook(world.webhook, stop.body)
    await settled()
    expect(await query(`SELECT id FROM follow_up_stops WHERE phone = '55770077'`)).toHaveLength(1)
  })

  it('leaves follow-ups alone when a message is not a STOP', async () => {
    const lead = await newLead('97455121212')
    const planned = await followUp('lead_id', lead, `wa-chat-${backend}`)
    await world.graph.postMessage(world.webhook, { from: '97455121212', text: 'Stop by at 5?' })
    await settled()
    expect(await statusOf(planned)).toMatchObject({ status: 'scheduled' })
    expect(await query(`SELECT id FROM follow_up_stops WHERE phone = '55121212'`)).toHaveLength(0)
  })
})
