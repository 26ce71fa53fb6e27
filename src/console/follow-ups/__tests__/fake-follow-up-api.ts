import { http, HttpResponse } from 'msw'

import type { FollowUpView } from '@contract/follow-ups'
import type { FollowUpRuleView } from '@contract/follow-up-staff'
import { FOLLOW_UP_RULES, type FollowUpRuleSetting } from '@contract/follow-ups'
import { server } from '@/testing/mocks/server'

const HOUR = 60 * 60 * 1000

/** A follow-up as the server lists it, scheduled an hour from now unless told otherwise. */
export function followUp(overrides: Partial<FollowUpView> = {}): FollowUpView {
  return {
    id: 1,
    rule: 'quote_viewed',
    dueAt: Date.now() + HOUR,
    status: 'scheduled',
    channel: null,
    delivery: null,
    sentAt: null,
    reason: null,
    doneByName: null,
    ...overrides,
  }
}

type Refusal = { status: number; error: string }

/**
 * A record's follow-ups as the server answers them at `of` (`leads/7`), with skip and send now
 * changing them (or refused once, with `refuseNext`).
 */
export function fakeFollowUpApi(of: string, initial: FollowUpView[]) {
  let current = initial
  let refusal: Refusal | null = null
  const calls: string[] = []
  server.use(
    http.get(`/api/staff/${of}/follow-ups`, () => HttpResponse.json({ followUps: current })),
    http.post('/api/staff/follow-ups/:id/:verb', ({ params }) => {
      const id = Number(params.id)
      calls.push(`${params.verb} ${id}`)
      if (refusal) {
        const { status, error } = refusal
        refusal = null
        return HttpResponse.json({ error }, { status })
      }
      current = current.map((row) =>
        row.id !== id
          ? row
          : params.verb === 'skip'
            ? { ...row, status: 'skipped', doneByName: 'Sara Sales' }
            : { ...row, dueAt: Date.now(), doneByName: 'Sara Sales' },
      )
      return HttpResponse.json({ ok: true })
    }),
  )
  return {
    calls,
    refuseNext: (status: number, error: string) => {
      refusal = { status, error }
    },
    /** The sender took one meanwhile: the next reading shows it sent. */
    sent: (id: number) => {
      current = current.map((row) =>
        row.id === id
          ? { ...row, status: 'sent', channel: 'email', delivery: 'sent', sentAt: Date.now() }
          : row,
      )
    },
  }
}

/** The rules as the server answers them, each at its defaults until a PUT changes it. */
export function fakeRulesApi() {
  let rules: FollowUpRuleView[] = FOLLOW_UP_RULES.map(({ rule, defaultMinutes }) => ({
    rule,
    enabled: true,
    offsetMinutes: defaultMinutes,
    updatedAt: null,
    updatedByName: null,
  }))
  let refusal: Refusal | null = null
  const puts: FollowUpRuleSetting[] = []
  server.use(
    http.get('/api/staff/follow-up-rules', () => HttpResponse.json({ rules })),
    http.put('/api/staff/follow-up-rules', async ({ request }) => {
      const body = (await request.json()) as FollowUpRuleSetting
      puts.push(body)
      if (refusal) {
        const { status, error } = refusal
        refusal = null
        return HttpResponse.json({ error }, { status })
      }
      rules = rules.map((rule) =>
        rule.rule === body.rule
          ? { ...body, updatedAt: Date.UTC(2026, 10, 29, 6, 0), updatedByName: 'Amal Admin' }
          : rule,
      )
      return HttpResponse.json({ rules })
    }),
  )
  return {
    puts,
    refuseNext: (status: number, error: string) => {
      refusal = { status, error }
    },
  }
}
