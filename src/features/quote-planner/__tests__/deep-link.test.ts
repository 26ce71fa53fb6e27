// @vitest-environment node
import { applyDeepLink, readDeepLink } from '../deep-link'
import type { PlannerDraft } from '../types'

const TODAY = '2026-11-28'
const read = (search: string) => readDeepLink(search, TODAY)

describe('readDeepLink', () => {
  test('should read every documented parameter, alongside campaign tags', () => {
    expect(
      read('?utm_source=newsletter&service=international&from=The+Pearl&to=IN&date=2026-12-15'),
    ).toEqual({
      moveType: 'international',
      from: { region: 'qatar', area: 'The Pearl' },
      to: { region: 'abroad', country: 'IN' },
      date: '2026-12-15',
    })
  })

  test('should take an area or a country code in any case, and a date of today', () => {
    expect(read('service=Storage&from=al%20waab&to=gb&date=2026-11-28')).toEqual({
      moveType: 'storage',
      from: { region: 'qatar', area: 'Al Waab' },
      to: { region: 'abroad', country: 'GB' },
      date: '2026-11-28',
    })
  })

  test('should choose nothing from an address without the parameters', () => {
    expect(read('')).toEqual({})
    expect(read('?utm_campaign=summer&gclid=abc')).toEqual({})
  })

  test('should ignore a service the planner does not offer', () => {
    expect(read('service=teleport')).toEqual({})
    expect(read('service=localMove')).toEqual({})
    expect(read('service=')).toEqual({})
  })

  test('should ignore places that are neither an area of Qatar nor a country code', () => {
    expect(read('from=Atlantis&to=XX')).toEqual({})
    expect(read('to=QA')).toEqual({})
    expect(read('to=India')).toEqual({})
  })

  test('should ignore script text and markup in every parameter', () => {
    const hostile = encodeURIComponent('<script>alert(1)</script>')
    expect(read(`service=${hostile}&from=${hostile}&to=${hostile}&date=${hostile}`)).toEqual({})
    expect(read(`to=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`)).toEqual({})
    expect(read(`service=${encodeURIComponent('local\nBcc: x@example.com')}`)).toEqual({})
  })

  test('should ignore a very long value, even one that starts like a known one', () => {
    expect(read(`service=local${'a'.repeat(5000)}`)).toEqual({})
    expect(read(`to=${' '.repeat(100)}IN`)).toEqual({})
    expect(read(`from=${'The Pearl'.repeat(20)}`)).toEqual({})
  })

  test('should ignore a parameter given more than once', () => {
    expect(read('service=local&service=office&to=IN&to=IN')).toEqual({})
    expect(read('service=local&service=local&date=2026-12-01')).toEqual({ date: '2026-12-01' })
  })

  test('should ignore a date in the past, in Doha, or one that does not exist', () => {
    expect(read('date=2026-11-27')).toEqual({})
    expect(read('date=2027-02-29')).toEqual({})
    expect(read('date=2026-13-01')).toEqual({})
    expect(read('date=2026-12-1')).toEqual({})
    expect(read('date=15/12/2026')).toEqual({})
    expect(read('date=2026-12-15T10:00')).toEqual({})
    expect(read('date=2028-02-29')).toEqual({ date: '2028-02-29' })
  })

  test('should count today from Doha’s calendar by default', () => {
    // 22:30 UTC on 27 November is already 28 November in Doha (UTC+3).
    vi.useFakeTimers({ now: new Date('2026-11-27T22:30:00Z'), toFake: ['Date'] })
    try {
      expect(readDeepLink('date=2026-11-27')).toEqual({})
      expect(readDeepLink('date=2026-11-28')).toEqual({ date: '2026-11-28' })
    } finally {
      vi.useRealTimers()
    }
  })
})

const place = {
  region: 'qatar',
  area: '',
  country: '',
  city: '',
  propertyType: '',
  floor: 0,
  lift: false,
} as const

const draft: PlannerDraft = {
  step: 3,
  moveType: 'office',
  from: { ...place, area: 'Lusail' },
  to: { ...place, region: 'abroad', country: 'JO', city: 'Amman' },
  when: { flexibility: 'month', date: '' },
  size: { kind: 'office', desks: 40 },
  specialItems: [],
  contact: { method: 'call', time: 'anytime' },
  person: {
    fullName: 'Aisha',
    dialCode: '974',
    phone: '',
    email: '',
    notes: '',
    consent: false,
    whatsappUpdates: false,
  },
}

describe('applyDeepLink', () => {
  test('should leave the draft alone when the link chooses nothing', () => {
    expect(applyDeepLink(draft, {})).toBe(draft)
  })

  test('should make the choices on the first step and keep the rest of the draft', () => {
    const next = applyDeepLink(draft, read('service=international&to=IN&date=2026-12-15'))
    expect(next).toMatchObject({
      step: 0,
      moveType: 'international',
      from: { region: 'qatar', area: 'Lusail' },
      to: { region: 'abroad', country: 'IN', city: '' },
      when: { flexibility: 'month', date: '2026-12-15' },
      size: { kind: 'home', home: '' },
      person: { fullName: 'Aisha' },
    })
  })

  test('should keep the city when the link names the country already chosen', () => {
    expect(applyDeepLink(draft, read('to=jo')).to).toMatchObject({ country: 'JO', city: 'Amman' })
  })

  test('should put a place in Qatar when the link names an area', () => {
    expect(applyDeepLink(draft, read('to=West+Bay')).to).toMatchObject({
      region: 'qatar',
      area: 'West Bay',
    })
  })

  test('should not apply the same link twice, so a reload keeps what the visitor changed', () => {
    const link = read('service=international&to=IN')
    const changed = { ...applyDeepLink(draft, link), step: 2, moveType: 'freight' as const }
    expect(applyDeepLink(changed, link)).toBe(changed)
    expect(applyDeepLink(changed, read('service=vehicle'))).toMatchObject({
      step: 0,
      moveType: 'vehicle',
    })
  })
})
