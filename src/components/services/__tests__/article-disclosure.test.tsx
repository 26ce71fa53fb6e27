import { screen, within } from '@testing-library/react'

import type { ContentSection } from '@/content/types'
import { renderWithRouter } from '@/testing/test-utils'

import { ArticleDisclosure } from '../article-disclosure'

const sections: ContentSection[] = [
  { heading: 'Moving house in Doha', level: 'h1', content: 'Intro.' },
  { heading: 'What a move includes', level: 'h2', content: 'Packing and transport.' },
  {
    heading: 'FAQ',
    level: 'h2',
    content: null,
    subSections: [{ heading: 'How long?', level: 'h3', content: 'One day.' }],
  },
]

describe('ArticleDisclosure', () => {
  test('should show the guide’s chapters while the guide itself stays closed', () => {
    renderWithRouter(
      <ArticleDisclosure id="guide" summary="Read the full guide" sections={sections} />,
    )
    const toc = screen.getByRole('navigation', { name: 'In this guide' })
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['What a move includes', 'FAQ'])
    expect(screen.getByRole('group')).not.toHaveAttribute('open')
    expect(screen.getByText('Packing and transport.')).not.toBeVisible()
  })

  test('should open the guide at a chapter when its link is followed', async () => {
    const { user } = renderWithRouter(
      <ArticleDisclosure id="guide" summary="Read the full guide" sections={sections} />,
    )
    await user.click(screen.getByRole('link', { name: 'FAQ' }))
    expect(screen.getByRole('group')).toHaveAttribute('open')
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '#guide-2')
    expect(document.getElementById('guide-2')).toContainElement(screen.getByText('One day.'))
  })
})
