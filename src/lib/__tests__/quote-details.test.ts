// @vitest-environment node
import { plannerMessages } from '@contract/planner-messages'

import {
  estimateVolume,
  parseQuoteDetails,
  suggestShipping,
  type QuoteDetails,
} from '../quote-details'

const inventory = (items: Record<string, number>) => ({ kind: 'inventory' as const, items })

describe('estimateVolume', () => {
  test('should add up the listed items at their cube-sheet volumes', () => {
    // 1.4 + 2 × 1.2 + 20 × 0.1 = 5.8 m³
    expect(
      estimateVolume(
        'international',
        inventory({ 'sofa-3': 1, 'bed-double': 2, 'carton-standard': 20 }),
        [],
      ),
    ).toBe(5.8)
  })

  test('should size a quick home and an office by desks', () => {
    expect(estimateVolume('local', { kind: 'home', home: 'bedrooms-2' }, [])).toBe(28)
    expect(estimateVolume('office', { kind: 'office', desks: 12 }, [])).toBe(18)
  })

  test('should add a piano everywhere and a car only when it travels in the container', () => {
    const size = { kind: 'home' as const, home: 'studio' as const }
    expect(estimateVolume('local', size, ['piano', 'car'])).toBe(11.5)
    expect(estimateVolume('international', size, ['piano', 'car'])).toBe(25.5)
  })
})

describe('suggestShipping', () => {
  test.each([
    [2.5, 'air', 1],
    [3, 'air', 1],
    [3.1, 'lcl', 1],
    [15, 'lcl', 1],
    [15.1, 'fcl20', 1],
    [28, 'fcl20', 1],
    [40, 'fcl40', 1],
    [58, 'fcl40', 1],
    [60, 'fcl40hc', 1],
    [140, 'fcl40hc', 3],
  ] as const)('should ship %s m³ abroad as %s × %s', (volume, mode, count) => {
    expect(suggestShipping('international', volume)).toEqual({ mode, count })
  })

  test('should put a car in at least a 20 ft container', () => {
    expect(suggestShipping('vehicle', 14, ['car'])).toEqual({ mode: 'fcl20', count: 1 })
  })

  test('should count closed trucks for a move within Qatar', () => {
    expect(suggestShipping('local', 10)).toEqual({ mode: 'truck', count: 1 })
    expect(suggestShipping('office', 71)).toEqual({ mode: 'truck', count: 3 })
  })
})

describe('parseQuoteDetails', () => {
  const valid: QuoteDetails = {
    moveType: 'international',
    from: {
      region: 'qatar',
      area: 'West Bay',
      country: '',
      city: '',
      propertyType: 'apartment',
      floor: 23,
      lift: true,
    },
    to: {
      region: 'abroad',
      area: '',
      country: 'JO',
      city: 'Amman',
      propertyType: 'villa',
      floor: 0,
      lift: false,
    },
    when: { flexibility: 'exact', date: '2026-12-20' },
    size: inventory({ 'sofa-3': 1, 'bed-double': 2, 'carton-standard': 20 }),
    specialItems: ['piano'],
    volume: 7.3,
    shipping: { mode: 'lcl', count: 1 },
    contact: { method: 'whatsapp', time: 'evening' },
  }
  const today = '2026-11-24'

  test('should accept a complete, consistent request', () => {
    expect(parseQuoteDetails(valid, today)).toEqual({ ok: true, value: valid })
  })

  test('should refuse a city with a line break or a bidi override', () => {
    for (const city of ['Amman\r\nBcc: x@example.com', 'Amman\u202e'])
      expect(parseQuoteDetails({ ...valid, to: { ...valid.to, city } }, today)).toMatchObject({
        ok: false,
        fields: { 'to.city': plannerMessages.city },
      })
  })

  test('should refuse unknown keys', () => {
    expect(parseQuoteDetails({ ...valid, budget: 1 }, today)).toMatchObject({ ok: false })
    expect(parseQuoteDetails({ ...valid, from: { ...valid.from, gps: 'x' } }, today)).toMatchObject(
      { ok: false },
    )
  })

  test('should refuse absurd counts and unknown items', () => {
    for (const items of [
      { 'sofa-3': -1 },
      { 'sofa-3': 10_000 },
      { 'sofa-3': 1.5 },
      { rocket: 1 },
    ] as Record<string, number>[])
      expect(parseQuoteDetails({ ...valid, size: inventory(items) }, today)).toMatchObject({
        ok: false,
        fields: { 'size.items': 'Each item can be counted from 0 to 200.' },
      })
    expect(parseQuoteDetails({ ...valid, specialItems: ['piano', 'piano'] }, today)).toMatchObject({
      ok: false,
    })
  })

  test('should refuse a volume or suggestion that does not follow from the items', () => {
    expect(parseQuoteDetails({ ...valid, volume: 1 }, today)).toMatchObject({
      ok: false,
      error: 'The volume estimate does not match the listed items.',
    })
    expect(
      parseQuoteDetails({ ...valid, shipping: { mode: 'air', count: 1 } }, today),
    ).toMatchObject({ ok: false })
  })

  test('should refuse a past date and an unknown area', () => {
    expect(
      parseQuoteDetails({ ...valid, when: { flexibility: 'exact', date: '2026-11-01' } }, today),
    ).toMatchObject({ ok: false, error: 'Please choose a date from today on.' })
    expect(
      parseQuoteDetails({ ...valid, from: { ...valid.from, area: 'Atlantis' } }, today),
    ).toMatchObject({ ok: false, error: 'Please choose an area.' })
  })
})
