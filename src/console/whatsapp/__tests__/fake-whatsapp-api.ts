import { http, HttpResponse } from 'msw'

import type { WhatsAppSend, WhatsAppThread, WhatsAppThreadMessage } from '@contract/whatsapp-staff'
import { server } from '@/testing/mocks/server'

export const LEAD = 7
const HOUR = 60 * 60 * 1000

/** One message of a thread, an incoming text unless told otherwise. */
export function message(overrides: Partial<WhatsAppThreadMessage> = {}): WhatsAppThreadMessage {
  return {
    id: 1,
    direction: 'in',
    kind: 'text',
    template: null,
    body: 'Can you move a piano?',
    status: 'received',
    statusAt: null,
    error: null,
    purpose: null,
    authorName: null,
    media: null,
    seen: true,
    at: Date.UTC(2026, 10, 28, 7, 5),
    ...overrides,
  }
}

/** A customer who wrote an hour ago and agreed to updates on the enquiry form. */
export function thread(overrides: Partial<WhatsAppThread> = {}): WhatsAppThread {
  const now = Date.now()
  return {
    phone: '97455123987',
    language: 'en',
    consent: { state: 'agreed', at: Date.UTC(2026, 10, 27, 9, 30), source: 'enquiry' },
    window: { open: true, lastInboundAt: now - HOUR, closesAt: now + 23 * HOUR },
    messages: [message()],
    templates: [
      {
        name: 'move_reminder',
        parameters: ['customer_name', 'move_date', 'time_window', 'crew_contact'],
        values: ['Huda Al-Marri', 'Sunday 20 December 2026', '', ''],
        body: 'Hello {{1}}, a reminder that your move is on {{2}}. Crew arrival (Doha time): {{3}}. On the day, you can reach {{4}}.',
      },
      {
        name: 'enquiry_received',
        parameters: ['customer_name', 'reference'],
        values: ['Huda Al-Marri', 'PCM-26-000007'],
        body: 'Hello {{1}}, thank you for your enquiry. Your reference is {{2}}.',
      },
    ],
    ...overrides,
  }
}

/** A closed window: the customer last wrote two days ago. */
export const closedWindow = () => {
  const lastInboundAt = Date.now() - 48 * HOUR
  return { open: false, lastInboundAt, closesAt: lastInboundAt + 24 * HOUR }
}

type Refusal = { status: number; error: string }

/**
 * The thread's routes as the server answers them: the thread read, a send queued (or refused,
 * with `refuseNext`), "seen" recorded. `holdSends` keeps a send unanswered until `release()`.
 */
export function fakeWhatsAppApi(initial: WhatsAppThread = thread()) {
  let current = initial
  let refusal: Refusal | null = null
  let hold: Promise<void> | null = null
  let release = () => {}
  const sends: WhatsAppSend[] = []
  const seen: number[] = []
  let reads = 0
  server.use(
    http.get(`/api/staff/leads/${LEAD}/whatsapp`, () => {
      reads += 1
      return HttpResponse.json(current)
    }),
    http.post(`/api/staff/leads/${LEAD}/whatsapp`, async ({ request }) => {
      const body = (await request.json()) as WhatsAppSend
      sends.push(body)
      if (hold) await hold
      if (refusal) {
        const { status, error } = refusal
        refusal = null
        return HttpResponse.json({ error }, { status })
      }
      const queued = message({
        id: 100 + sends.length,
        direction: 'out',
        kind: body.kind,
        template: body.kind === 'template' ? body.template : null,
        body: body.kind === 'text' ? body.body : `Template ${body.template}`,
        status: 'queued',
        authorName: 'Sara Sales',
        at: Date.now(),
      })
      current = { ...current, messages: [...current.messages, queued] }
      return HttpResponse.json({ message: queued }, { status: 201 })
    }),
    http.post(`/api/staff/leads/${LEAD}/whatsapp/seen`, async ({ request }) => {
      const { upTo } = (await request.json()) as { upTo: number }
      seen.push(upTo)
      return HttpResponse.json({ marked: 1 })
    }),
  )
  return {
    /** The outbox sent every queued message: the next reading says so. */
    sentAll: () => {
      current = {
        ...current,
        messages: current.messages.map((row) =>
          row.status === 'queued' ? { ...row, status: 'sent' } : row,
        ),
      }
    },
    sends,
    seen,
    reads: () => reads,
    refuseNext: (status: number, error: string) => {
      refusal = { status, error }
    },
    holdSends: () => {
      hold = new Promise((resolve) => {
        release = () => {
          hold = null
          resolve()
        }
      })
      return () => release()
    },
  }
}
