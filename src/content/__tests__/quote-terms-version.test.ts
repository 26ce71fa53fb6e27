// @vitest-environment node
import { TERMS_VERSION } from '@contract/quotes.ts'

import { termsAndConditions } from '../legal/terms'
import { termsAndConditions as arabicTerms } from '../legal/terms.ar'

describe('The terms version a quote is sent under', () => {
  it('is the legal terms page’s effective date, in both languages', () => {
    const [day, month, year] = termsAndConditions.effectiveDate.split('/')
    expect(TERMS_VERSION).toBe(`${year}-${month}-${day}`)
    expect(arabicTerms.effectiveDate).toBe(termsAndConditions.effectiveDate)
  })
})
