// @vitest-environment node
import { plural } from '@contract/plural'
import { serverMessages as arServer } from '@contract/server-messages.ar'

import { shippingLabel } from '@/lib/quote-summary'
import * as enSummary from '@/lib/quote-summary.messages'
import * as arSummary from '@/lib/quote-summary.messages.ar'

import * as arPlanner from '../components/steps/steps.messages.ar'

const COUNTS = [0, 1, 2, 3, 11, 100]

describe('Counted words', () => {
  it('take the form of each Arabic plural category', () => {
    expect(COUNTS.map((count) => arPlanner.itemCount(count))).toEqual([
      'لا قطع',
      'قطعة واحدة',
      'قطعتان',
      '3 قطع',
      '11 قطعة',
      '100 قطعة',
    ])
    expect(COUNTS.map((count) => arSummary.trucks(count))).toEqual([
      '0 شاحنة مغلقة',
      'شاحنة مغلقة واحدة',
      'شاحنتان مغلقتان',
      '3 شاحنات مغلقة',
      '11 شاحنة مغلقة',
      '100 شاحنة مغلقة',
    ])
    expect(COUNTS.map((count) => arSummary.office(count))).toEqual([
      'مكتب (بلا محطات عمل)',
      'مكتب (محطة عمل واحدة)',
      'مكتب (محطتا عمل)',
      'مكتب (3 محطات عمل)',
      'مكتب (11 محطة عمل)',
      'مكتب (100 محطة عمل)',
    ])
    expect(COUNTS.map((count) => arSummary.highCubes(count))).toEqual([
      '0 حاوية 40 قدمًا عالية (هاي كيوب)',
      'حاوية 40 قدمًا عالية (هاي كيوب)',
      'حاويتان 40 قدمًا عاليتان (هاي كيوب)',
      '3 حاويات 40 قدمًا عالية (هاي كيوب)',
      '11 حاوية 40 قدمًا عالية (هاي كيوب)',
      '100 حاوية 40 قدمًا عالية (هاي كيوب)',
    ])
    expect(arServer.tooLong('الاسم', 3)).toBe('حقل «الاسم» أطول من اللازم (الحد الأقصى 3 أحرف).')
    expect(arServer.tooLong('الاسم', 100)).toBe('حقل «الاسم» أطول من اللازم (الحد الأقصى 100 حرف).')
  })

  it('keep the English singular and plural', () => {
    expect(COUNTS.map((count) => plural('en', count, { one: '# item', other: '# items' }))).toEqual(
      ['0 items', '1 item', '2 items', '3 items', '11 items', '100 items'],
    )
    expect(shippingLabel({ mode: 'truck', count: 1 })).toBe(enSummary.oneTruck)
    expect(shippingLabel({ mode: 'truck', count: 3 })).toBe('3 closed trucks')
    expect(enSummary.office(11)).toBe('Office, 11 desks')
  })
})
