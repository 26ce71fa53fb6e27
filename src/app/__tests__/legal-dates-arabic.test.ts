// @vitest-environment node
import * as page from '@/app/routes/legal/legal.messages.ar'
import * as section from '@/components/sections/legal-document-section.messages.ar'

describe('A legal text’s effective date on Arabic pages', () => {
  it('is written with the month’s name, not as 01/06/2025', () => {
    expect(section.effectiveDate('01/06/2025')).toBe('تاريخ السريان: 1 يونيو 2025')
    expect(page.effectiveFrom('01/06/2025')).toBe('يسري اعتبارًا من 1 يونيو 2025.')
  })
})
