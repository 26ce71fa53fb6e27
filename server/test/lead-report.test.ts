// The leads report's grouping (issue 52, item 6): sources normalised and grouped into channels,
// the office's Saturday-to-Thursday weeks, and the shares of leads answered within 5 minutes and
// within one office hour. Pure functions: the HTTP side is in attribution.test.ts.
import { describe, expect, it } from 'vitest'

import { nextOpening } from '../../src/lib/office-schedule.ts'
import { channelOf, normaliseSource } from '../src/leads/channels.ts'
import {
  answeredWithin,
  leadsReport,
  reportStart,
  weekStart,
  type ReportRow,
} from '../src/leads/report.ts'

const MINUTE = 60_000
const DAY = 86_400_000
/** A moment in Doha time. */
const doha = (local: string) => Date.parse(`${local}+03:00`)

describe('one name for each source', () => {
  it.each([
    ['google', 'google'],
    ['Google', 'google'],
    ['www.google.com', 'google'],
    ['google.com.qa', 'google'],
    ['https://www.google.com/search?q=movers', 'google'],
    ['instagram', 'instagram'],
    ['www.instagram.com', 'instagram'],
    ['l.instagram.com', 'instagram'],
    ['ig', 'instagram'],
    ['l.facebook.com', 'facebook'],
    ['m.facebook.com', 'facebook'],
    ['t.co', 'x'],
    ['wa.me', 'whatsapp'],
    ['www.expatwoman.com', 'expatwoman.com'],
    ['direct', 'direct'],
  ])('reads %s as %s', (raw, name) => {
    expect(normaliseSource(raw)).toBe(name)
  })
})

describe('the channel of a lead', () => {
  it.each([
    [
      'paid search from Google Ads tags',
      'google',
      { utmSource: 'google', utmMedium: 'cpc' },
      'paid-search',
    ],
    ['paid search from a click id alone', 'www.google.com', { gclid: 'Cj0' }, 'paid-search'],
    [
      'paid social from a paid medium on a social site',
      'instagram',
      { utmMedium: 'cpc' },
      'paid-social',
    ],
    ['paid social from its own medium', 'facebook', { utmMedium: 'paid_social' }, 'paid-social'],
    [
      'organic search from a search engine',
      'www.google.com',
      { referrer: 'www.google.com' },
      'organic-search',
    ],
    [
      'organic social from a social site',
      'l.instagram.com',
      { referrer: 'l.instagram.com' },
      'organic-social',
    ],
    ['e-mail from its medium', 'mailchimp', { utmMedium: 'email' }, 'email'],
    ['WhatsApp from a shared link', 'wa.me', { referrer: 'wa.me' }, 'whatsapp'],
    ['WhatsApp from its medium', 'status', { utmMedium: 'whatsapp' }, 'whatsapp'],
    [
      'referral from any other site',
      'www.expatwoman.com',
      { referrer: 'www.expatwoman.com' },
      'referral',
    ],
    ['direct without a source', 'direct', {}, 'direct'],
  ] as const)('finds %s', (_, source, attribution, channel) => {
    expect(channelOf(source, attribution)).toBe(channel)
  })

  it('has none for a lead stored before the site kept visits', () => {
    expect(channelOf(null, null)).toBeNull()
  })
})

describe('the office weeks of the report', () => {
  it('start on Saturday 00:00 in Doha, a Friday counting in the week before it', () => {
    const saturday = doha('2026-11-21T00:00:00')
    expect(weekStart(doha('2026-11-21T00:00:00'))).toBe(saturday)
    expect(weekStart(doha('2026-11-26T17:59:00'))).toBe(saturday) // Thursday
    expect(weekStart(doha('2026-11-27T23:59:59'))).toBe(saturday) // Friday
    expect(weekStart(doha('2026-11-20T23:59:59'))).toBe(saturday - 7 * DAY)
    // Friday 21:00 UTC is already Saturday in Doha.
    expect(weekStart(Date.parse('2026-11-27T21:00:00Z'))).toBe(doha('2026-11-28T00:00:00'))
  })

  it('go back the weeks asked for, this one included', () => {
    const tuesday = doha('2026-11-24T10:00:00')
    expect(reportStart(tuesday, 1)).toBe(doha('2026-11-21T00:00:00'))
    expect(reportStart(tuesday, 3)).toBe(doha('2026-11-07T00:00:00'))
  })

  it('are listed this week first, each with its Saturday and Friday, and count each lead once', () => {
    const now = doha('2026-11-24T10:00:00')
    const lead = (createdAt: number, source: string | null): ReportRow => ({
      createdAt,
      contactedAt: null,
      source,
      attribution: null,
      service: 'localMove',
      status: 'new',
    })
    const report = leadsReport(
      [
        lead(doha('2026-11-21T08:00:00'), 'google'),
        lead(doha('2026-11-20T20:00:00'), 'www.google.com'),
        lead(doha('2026-11-14T09:00:00'), 'instagram'),
        lead(doha('2026-11-13T09:00:00'), 'www.instagram.com'),
        lead(doha('2026-11-06T09:00:00'), 'google'),
      ],
      now,
      2,
    )
    expect(report.weeks).toEqual([
      { start: '2026-11-21', end: '2026-11-27' },
      { start: '2026-11-14', end: '2026-11-20' },
    ])
    expect(report.byChannel).toEqual([
      {
        channel: 'organic-search',
        counts: [1, 1],
        total: 2,
        sources: [{ source: 'google', counts: [1, 1], total: 2 }],
      },
      {
        channel: 'organic-social',
        counts: [0, 1],
        total: 1,
        sources: [{ source: 'instagram', counts: [0, 1], total: 1 }],
      },
    ])
  })
})

describe('how fast leads were answered', () => {
  const at = (created: number, contacted: number | null) => ({
    createdAt: created,
    contactedAt: contacted,
  })

  it('counts 5 minutes of clock time, and not a second more', () => {
    const sent = doha('2026-11-24T10:00:00')
    expect(answeredWithin(at(sent, sent + 5 * MINUTE), '5m')).toBe(true)
    expect(answeredWithin(at(sent, sent + 5 * MINUTE + 1000), '5m')).toBe(false)
    expect(answeredWithin(at(sent, null), '5m')).toBe(false)
  })

  it('counts one office hour, so a Thursday evening lead answered at 8:30 on Saturday is in time', () => {
    const thursdayEvening = doha('2026-11-26T21:00:00')
    expect(answeredWithin(at(thursdayEvening, doha('2026-11-28T08:30:00')), '1h')).toBe(true)
    expect(answeredWithin(at(thursdayEvening, doha('2026-11-28T09:01:00')), '1h')).toBe(false)
    expect(answeredWithin(at(thursdayEvening, doha('2026-11-28T08:30:00')), '5m')).toBe(false)
  })

  it('gives the shares per week and over the span', () => {
    const now = doha('2026-11-24T17:00:00')
    const lead = (created: string, contactedAfter: number | null): ReportRow => ({
      createdAt: doha(created),
      contactedAt: contactedAfter === null ? null : doha(created) + contactedAfter * MINUTE,
      source: 'direct',
      attribution: null,
      service: 'localMove',
      status: 'contacted',
    })
    const { response } = leadsReport(
      [
        lead('2026-11-24T10:00:00', 3),
        lead('2026-11-24T11:00:00', 45),
        lead('2026-11-24T12:00:00', null),
        lead('2026-11-17T10:00:00', 90),
      ],
      now,
      2,
    )
    expect(response).toEqual({
      leads: [3, 1],
      within: { '5m': [1, 0], '1h': [2, 0] },
      total: { leads: 4, within: { '5m': 1, '1h': 2 } },
    })
  })
})

describe('the next morning the office opens', () => {
  it('is the same day before 8:00, the next day after closing, and Saturday after Thursday', () => {
    expect(nextOpening(doha('2026-11-24T06:00:00'))).toBe(doha('2026-11-24T08:00:00'))
    expect(nextOpening(doha('2026-11-24T19:00:00'))).toBe(doha('2026-11-25T08:00:00'))
    expect(nextOpening(doha('2026-11-26T19:00:00'))).toBe(doha('2026-11-28T08:00:00'))
  })
})
