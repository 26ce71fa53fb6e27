// @vitest-environment node
import type { TimelineEvent } from '@contract/timeline'

import { eventWords } from '../timeline-words'

const words = (event: TimelineEvent) => eventWords(event, new Map(), 'lead')
const at = 0

describe('A lead’s quotes on its timeline', () => {
  test('should tell each step of a quote with its number, version and the member who took it', () => {
    expect(
      [
        { quote: 'prepared', by: 'Sara Sales' },
        { quote: 'sent', version: 2, by: 'Sara Sales' },
        { quote: 'first-viewed', version: 2 },
        { quote: 'last-viewed', version: 2 },
        { quote: 'deposit-received', by: null },
      ].map((event) => words({ kind: 'quote', at, number: 3, ...event } as TimelineEvent)),
    ).toEqual([
      { headline: 'Quote Q3 prepared', actor: 'Sara Sales', details: [] },
      { headline: 'Quote Q3 sent (version 2)', actor: 'Sara Sales', details: [] },
      { headline: 'The customer first opened quote Q3 (version 2)', actor: null, details: [] },
      { headline: 'The customer last opened quote Q3 (version 2)', actor: null, details: [] },
      { headline: 'Deposit received for quote Q3', actor: null, details: [] },
    ])
  })

  test('should give the name the customer signed with, and the reason they declined', () => {
    expect(
      words({ kind: 'quote', at, number: 1, quote: 'accepted', version: 1, name: 'Huda Al-Marri' }),
    ).toEqual({
      headline: 'The customer accepted quote Q1 (version 1)',
      actor: null,
      details: ['Signed as: Huda Al-Marri'],
    })
    expect(
      words({ kind: 'quote', at, number: 1, quote: 'declined', reason: 'Too dear' }).details,
    ).toEqual(['Reason: Too dear'])
    expect(
      words({ kind: 'quote', at, number: 1, quote: 'declined', reason: null }).details,
    ).toEqual([])
  })
})
