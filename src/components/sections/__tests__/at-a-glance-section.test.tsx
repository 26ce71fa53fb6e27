import { render, screen, within } from '@testing-library/react'

import type { AtAGlance } from '@/content/types'

import { AtAGlanceSection } from '../at-a-glance-section'

const glance: AtAGlance = {
  sea: '6–8 weeks',
  air: '7–10 days',
  customs: 'Transfer of Residence relief, on form ToR01 before the goods arrive.',
  documents: 'Passport copy, residence permit and a detailed inventory.',
  nextStep: 'Book a short call to plan your survey.',
}

describe('At-a-glance card', () => {
  test('should be a region named by its own heading', () => {
    render(<AtAGlanceSection id="at-a-glance" glance={glance} />)
    const heading = screen.getByRole('heading', { level: 2, name: 'At a glance' })
    expect(screen.getByRole('region', { name: 'At a glance' })).toContainElement(heading)
  })

  test('should list each fact under its label, the times first', () => {
    render(<AtAGlanceSection id="at-a-glance" glance={glance} />)
    const card = within(screen.getByRole('region', { name: 'At a glance' }))
    expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'By sea, door to door',
      'By air, door to door',
      'Customs relief',
      'Documents',
      'Next step',
    ])
    expect(card.getAllByRole('definition').map((fact) => fact.textContent)).toEqual([
      glance.sea,
      glance.air,
      glance.customs,
      glance.documents,
      glance.nextStep,
    ])
  })
})
