// The follow-ups' case of the cluster test (issue 55): both instances plan and send follow-ups
// on one PostgreSQL, and each is sent once. Kept apart from run.mjs, which holds the rest.
import { randomUUID } from 'node:crypto'
import assert from 'node:assert/strict'

/**
 * `count` leads sent through the proxy, each one's "not contacted" alert planned by whichever
 * instance sweeps first, then sent "now" by staff as the console does (due now, `done_by` set, so
 * no sweep moves it back): both instances' loops race for them, and each follow-up is queued
 * once, with one staff alert and one line on the trail. A staff alert goes at any hour, so the
 * case does not depend on Doha's clock.
 */
export async function followUpsSentOnce({ db, sendEnquiry, base, until, count = 20 }) {
  const marker = `follow-up ${randomUUID()}`
  for (let i = 0; i < count; i++)
    assert.equal((await sendEnquiry(base, `${marker} ${i}`)).status, 201)
  const { rows } = await db.query('SELECT id FROM enquiries WHERE message LIKE $1', [`%${marker}%`])
  const leads = rows.map(({ id }) => Number(id))
  assert.equal(leads.length, count)
  const planned = async () =>
    (
      await db.query(
        "SELECT count(*)::int AS n FROM follow_ups WHERE lead_id = ANY($1) AND key LIKE 'lead_uncontacted:%'",
        [leads],
      )
    ).rows[0].n === count
  await until('the alerts planned', planned, 20_000)
  const {
    rows: [member],
  } = await db.query(
    `INSERT INTO staff_accounts (email, name, role, webauthn_user_id)
    VALUES ($1, 'Cluster Sales', 'sales', $2) RETURNING id`,
    [`${randomUUID()}@cluster.example.qa`, randomUUID()],
  )
  await db.query(
    `UPDATE follow_ups SET due_at = $1, done_by = $2, done_by_name = 'Cluster Sales'
    WHERE lead_id = ANY($3) AND key LIKE 'lead_uncontacted:%'`,
    [Date.now(), member.id, leads],
  )
  const sent = async () =>
    (
      await db.query(
        "SELECT count(*)::int AS n FROM follow_ups WHERE lead_id = ANY($1) AND key LIKE 'lead_uncontacted:%' AND status = 'sent'",
        [leads],
      )
    ).rows[0].n === count
  await until('the alerts sent', sent, 20_000)
  // A few more passes of both loops: nothing is sent again.
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const { rows: followUps } = await db.query(
    "SELECT id, outbox_id FROM follow_ups WHERE lead_id = ANY($1) AND key LIKE 'lead_uncontacted:%'",
    [leads],
  )
  for (const { id, outbox_id } of followUps) {
    const { rows: queued } = await db.query('SELECT id FROM outbox WHERE payload = $1', [
      JSON.stringify({ kind: 'follow-up', followUpId: Number(id) }),
    ])
    assert.deepEqual(
      queued.map((row) => Number(row.id)),
      [Number(outbox_id)],
      `follow-up ${id} queued once`,
    )
  }
  const count1 = async (sql) => (await db.query(sql, [leads])).rows[0].n
  assert.equal(
    await count1(
      "SELECT count(*)::int AS n FROM staff_alerts WHERE lead_id = ANY($1) AND kind = 'lead-uncontacted'",
    ),
    count,
    'one alert per lead',
  )
  assert.equal(
    await count1(
      "SELECT count(*)::int AS n FROM audit_log WHERE action = 'follow-up.sent' AND record_id = ANY($1::text[])",
    ),
    count,
    'one line on the trail per follow-up',
  )
}
