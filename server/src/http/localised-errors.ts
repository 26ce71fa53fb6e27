/**
 * The API answers in the visitor's language. Every refusal is worded by the shared contract's
 * English modules; this puts the same message into Arabic from the modules' Arabic twins, so the
 * server and the forms say exactly the same thing in both languages (ADR 021).
 */
import type { FastifyRequest } from 'fastify'

import * as arFollowUps from '@contract/follow-up-messages.ar.ts'
import * as enFollowUps from '@contract/follow-up-messages.ts'
import * as arFields from '@contract/messages.ar.ts'
import * as enFields from '@contract/messages.ts'
import * as arPlanner from '@contract/planner-messages.ar.ts'
import * as enPlanner from '@contract/planner-messages.ts'
import * as arQuotes from '@contract/quote-messages.ar.ts'
import * as enQuotes from '@contract/quote-messages.ts'
import * as arQuotePipeline from '@contract/quote-pipeline-messages.ar.ts'
import * as enQuotePipeline from '@contract/quote-pipeline-messages.ts'
import * as arServer from '@contract/server-messages.ar.ts'
import * as enServer from '@contract/server-messages.ts'
import * as arStaff from '@contract/staff-messages.ar.ts'
import * as enStaff from '@contract/staff-messages.ts'
import * as arTracking from '@contract/tracking-messages.ar.ts'
import * as enTracking from '@contract/tracking-messages.ts'
import * as arTrackingList from '@contract/tracking-list-messages.ar.ts'
import * as enTrackingList from '@contract/tracking-list-messages.ts'
import * as arWhatsAppInbound from '@contract/whatsapp-inbound-messages.ar.ts'
import * as enWhatsAppInbound from '@contract/whatsapp-inbound-messages.ts'
import * as arWhatsApp from '@contract/whatsapp-messages.ar.ts'
import * as enWhatsApp from '@contract/whatsapp-messages.ts'
import { enquiryLocales, type EnquiryLocale } from '@contract/enquiry.ts'

type Message = string | ((...values: never[]) => string)

/** Stands in for each value while a message made from values is turned into a pattern. */
const slot = (index: number) => `\uE000${index}\uE001`
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

type Rule = { pattern: RegExp; arabic: (values: string[]) => string }

/** Pairs each English message with its twin, walking both modules alike. */
function collect(english: unknown, arabic: unknown, texts: Map<string, string>, rules: Rule[]) {
  if (typeof english === 'string' && typeof arabic === 'string') texts.set(english, arabic)
  else if (typeof english === 'function' && typeof arabic === 'function') {
    const slots = Array.from({ length: english.length }, (_, index) => slot(index))
    const shape = (english as (...values: string[]) => string)(...slots)
    const source = escape(shape).replace(/\uE000\d+\uE001/g, '(.+?)')
    rules.push({
      pattern: new RegExp(`^${source}$`, 's'),
      arabic: (values) => (arabic as (...values: string[]) => string)(...values),
    })
  } else if (english && arabic && typeof english === 'object' && typeof arabic === 'object')
    for (const key of Object.keys(english))
      collect(
        (english as Record<string, Message>)[key],
        (arabic as Record<string, Message>)[key],
        texts,
        rules,
      )
}

const texts = new Map<string, string>()
const rules: Rule[] = []
for (const [english, arabic] of [
  [enFields, arFields],
  [enFollowUps, arFollowUps],
  [enPlanner, arPlanner],
  [enQuotes, arQuotes],
  [enQuotePipeline, arQuotePipeline],
  [enServer, arServer],
  [enStaff, arStaff],
  [enTracking, arTracking],
  [enTrackingList, arTrackingList],
  [enWhatsAppInbound, arWhatsAppInbound],
  [enWhatsApp, arWhatsApp],
] as const)
  collect(english, arabic, texts, rules)

/** A refusal's text in Arabic; a value inside it (a field's label) is translated too. */
export function toArabic(message: string): string {
  const exact = texts.get(message)
  if (exact !== undefined) return exact
  for (const { pattern, arabic } of rules) {
    const match = pattern.exec(message)
    if (match) return arabic(match.slice(1).map((value) => texts.get(value) ?? value))
  }
  return message
}

/**
 * The language a request asks for: the enquiry's own `locale` field, else the best of the
 * languages the site has in `Accept-Language`, else English.
 */
export function requestLocale(request: Pick<FastifyRequest, 'body' | 'headers'>): EnquiryLocale {
  const body = request.body as Record<string, unknown> | null | undefined
  const field = body && typeof body === 'object' ? body.locale : undefined
  if ((enquiryLocales as readonly unknown[]).includes(field)) return field as EnquiryLocale
  let best: { locale: EnquiryLocale; q: number } = { locale: 'en', q: 0 }
  for (const part of String(request.headers['accept-language'] ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';')
    const q = Number(/^\s*q\s*=\s*([\d.]+)/.exec(params.join(';'))?.[1] ?? 1)
    const locale = enquiryLocales.find((code) => tag === code || tag.startsWith(`${code}-`))
    if (locale && q > best.q) best = { locale, q }
  }
  return best.locale
}

type ErrorBody = { error: string; fields?: Record<string, string | undefined> }

const isErrorBody = (payload: unknown): payload is ErrorBody =>
  !!payload && typeof payload === 'object' && typeof (payload as ErrorBody).error === 'string'

/** An error answer in the request's language; anything else as it is. */
export function localiseErrorBody<T>(payload: T, locale: EnquiryLocale): T {
  if (locale === 'en' || !isErrorBody(payload)) return payload
  const fields =
    payload.fields &&
    Object.fromEntries(
      Object.entries(payload.fields).map(([name, text]) => [name, text && toArabic(text)]),
    )
  return {
    ...payload,
    error: toArabic(payload.error),
    ...('message' in payload && typeof payload.message === 'string'
      ? { message: toArabic(payload.message) }
      : {}),
    ...(fields && { fields }),
  }
}
