import { screen, within } from '@testing-library/react'

import { privacyPolicy } from '@/content/legal/privacy'
import { termsAndConditions } from '@/content/legal/terms'
import { renderWithRouter } from '@/testing/test-utils'

import PrivacyRoute from '../privacy'
import TermsRoute from '../terms'

describe.each([
  ['terms', TermsRoute, termsAndConditions, 14],
  ['privacy', PrivacyRoute, privacyPolicy, 10],
] as const)('Legal page: %s', (_name, Route, document, count) => {
  test(`should list ${count} sections in its contents, each linking to its anchor`, () => {
    renderWithRouter(<Route />)
    const contents = within(screen.getByRole('navigation', { name: 'Contents' }))
    const links = contents.getAllByRole('link')
    expect(links).toHaveLength(count)
    for (const [index, section] of document.sections.entries()) {
      expect(links[index]).toHaveAttribute('href', `#${section.id}`)
      expect(window.document.getElementById(section.id)).toBeInTheDocument()
      expect(
        screen.getByRole('heading', { level: 2, name: `${index + 1}. ${section.heading}` }),
      ).toBeInTheDocument()
    }
    expect(screen.getByText(`Effective date: ${document.effectiveDate}`)).toBeInTheDocument()
  })
})
