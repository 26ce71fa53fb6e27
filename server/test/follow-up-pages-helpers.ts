// What the tests of the follow-ups' customer pages share (issue 55, items 3 and 4): a fresh
// database and the app with its live signal counted, staff members, leads, shipments and moves
// written as the console would leave them, the links a follow-up carries, planned follow-ups, and
// forms posted as a browser posts them.
import { createHash, randomBytes } from 'node:crypto'

import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'

import { buildApp } from '../src/app.ts'
import { leadSignal } from '../src/leads/index.ts'
import { addMember } from '../src/people/index.ts'
import { loadSite } from '../src/site/index.ts'

import { fakeDist, validEnquiry, type Backend } from './helpers.ts'
import { database, testConfig } from './tracking-helpers.ts'

const ORIGIN = 'http://localhost:4000'
type Row = Record<string, unknown>

/** An audit line's JSON: text in SQLite, parsed already from PostgreSQL's JSONB. */
export const jsonOf = (value: unknown) =>
  typeof value === 'string' ? (JSON.parse(value) as unknown) : value

/** A link's token, and the hash the database keeps of it. */
export function newToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: createHash('sha256').update(token).digest('hex') }
}

const text = (value: string | null | undefined) =>
  value == null ? 'NULL' : `'${value.replace(/'/g, "''")}'`
const id = (value: number | null | undefined) => (value == null ? 'NULL' : String(value))

export function followUpPagesWorld(backend: Backend) {
  const world = {} as {
    db: Awaited<ReturnType<typeof database>>
    app: FastifyInstance
    /** How often the consoles were told to read again. */
    published: number
  }
  beforeAll(async () => {
    world.db = await database(backend)
    const leads = leadSignal()
    world.published = 0
    leads.subscribe(() => world.published++)
    world.app = await buildApp({
      config: testConfig({ SITE_URL: ORIGIN, ALLOWED_ORIGINS: ORIGIN }),
      repo: world.db.repo,
      site: await loadSite(fakeDist()),
      leads,
    })
  })
  afterAll(async () => {
    await world.app.close()
    await world.db.repo.close()
  })

  const query = async (sql: string) => (await world.db.query(sql)) as Row[]
  /** Changes rows directly, as no API may. */
  async function exec(statement: string) {
    if (backend === 'postgres') return void (await world.db.query(statement))
    const raw = new Database(world.db.env.SQLITE_PATH!)
    try {
      raw.exec(statement)
    } finally {
      raw.close()
    }
  }
  let made = 0

  return {
    world,
    query,
    exec,
    /** A staff member as the CLI adds one; their id. */
    async member(role: 'admin' | 'sales', name: string) {
      made += 1
      const added = await addMember(
        world.db.repo,
        ORIGIN,
        { email: `${role}.${made}.${backend}@staff.example.qa`, name, role },
        { actorId: null, actorName: 'cli:test', ip: 'cli', action: 'staff.added' },
      )
      return added!.id
    },
    /** A lead as the site's form makes it, worked by `owner` when given. */
    async newLead({
      email = validEnquiry.email,
      phone = validEnquiry.phoneNumber,
      owner = null,
    }: { email?: string; phone?: string; owner?: number | null } = {}) {
      const sent = await world.app.inject({
        method: 'POST',
        url: '/api/contacts/enquiries/',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...validEnquiry, email, phoneNumber: phone }),
      })
      expect(sent.statusCode, sent.body).toBe(201)
      const lead = Number(sent.json().id)
      if (owner !== null)
        await exec(`UPDATE enquiries SET assigned_to = ${owner} WHERE id = ${lead}`)
      return lead
    },
    async newMove() {
      made += 1
      await exec(`INSERT INTO moves (created_at) VALUES (${made})`)
      return Number((await query('SELECT max(id) AS id FROM moves'))[0]!.id)
    },
    /** A shipment as the desk keeps it: its number's digits beside it, in a move if given. */
    async newJob({
      lead = null,
      email = null,
      phone = null,
      move = null,
    }: {
      lead?: number | null
      email?: string | null
      phone?: string | null
      move?: number | null
    }) {
      made += 1
      const tracking = `PCM-${backend.slice(0, 2).toUpperCase()}${String(made).padStart(6, '0')}`
      const digits = phone?.replace(/\D/g, '') ?? null
      await exec(
        `INSERT INTO jobs (tracking_id, lead_id, email, contact_number, contact_digits, move_id)
         VALUES ('${tracking}', ${id(lead)}, ${text(email)}, ${text(phone)}, ${text(digits)}, ${id(move)})`,
      )
      const [row] = await query(`SELECT id FROM jobs WHERE tracking_id = '${tracking}'`)
      return { id: Number(row!.id), tracking }
    },
    /** A review request's link for a shipment, as its e-mail would carry it. */
    async reviewLink(job: number, lead: number | null = null, locale = 'en') {
      const { token, hash } = newToken()
      await exec(
        `INSERT INTO review_links (token_hash, job_id, lead_id, locale, created_at)
         VALUES ('${hash}', ${job}, ${id(lead)}, '${locale}', 1000)`,
      )
      return token
    },
    /** A stop-page link a follow-up carried. */
    async stopLink({
      lead = null,
      job = null,
      email = null,
      phone = null,
      locale = 'en',
    }: {
      lead?: number | null
      job?: number | null
      email?: string | null
      phone?: string | null
      locale?: string
    }) {
      const { token, hash } = newToken()
      await exec(
        `INSERT INTO follow_up_links (token_hash, lead_id, job_id, email, phone, locale, created_at)
         VALUES ('${hash}', ${id(lead)}, ${id(job)}, ${text(email)}, ${text(phone)}, '${locale}', 1000)`,
      )
      return token
    },
    /** A planned follow-up (status 'scheduled' unless given); its id. */
    async followUp({
      rule = 'move_1_day',
      lead = null,
      job = null,
      status = 'scheduled',
    }: {
      rule?: string
      lead?: number | null
      job?: number | null
      status?: string
    }) {
      made += 1
      const key = `${rule}:test:${made}`
      await exec(
        `INSERT INTO follow_ups (rule, key, lead_id, job_id, due_at, status, locale, created_at, updated_at)
         VALUES ('${rule}', '${key}', ${id(lead)}, ${id(job)}, ${Date.now() + 86_400_000}, '${status}', 'en', 1, 1)`,
      )
      return Number((await query(`SELECT id FROM follow_ups WHERE key = '${key}'`))[0]!.id)
    },
    /** Where each of `ids` stands: its status and reason. */
    async standing(...ids: number[]) {
      const rows = await query(
        `SELECT id, status, reason FROM follow_ups WHERE id IN (${ids.join(', ')}) ORDER BY id`,
      )
      return ids.map((each) => {
        const row = rows.find((one) => Number(one.id) === each)!
        return row.status === 'cancelled' ? `cancelled:${String(row.reason)}` : String(row.status)
      })
    },
    open: (url: string) =>
      world.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } }),
    /** A form posted as a browser posts it, from `origin` (null: naming none). */
    post: (url: string, fields: Record<string, string>, origin: string | null = ORIGIN) =>
      world.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'accept-encoding': 'identity',
          ...(origin !== null && { origin }),
        },
        payload: new URLSearchParams(fields).toString(),
      }),
  }
}
