import { screen, within } from '@testing-library/react'

import { destinationEntries } from '@/content/entries'
import { renderWithRouter } from '@/testing/test-utils'

import DestinationRoute, { introParagraphs } from '../destination'

describe('Destination page', () => {
  test.each(Object.keys(destinationEntries))(
    'should render the %s page from its data',
    async (slug) => {
      const page = await destinationEntries[slug]!.load()
      renderWithRouter(<DestinationRoute entry={page} />, { route: `/${slug}` })
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(page.header.title)
      expect(
        within(screen.getByRole('region', { name: 'At a glance' })).getAllByRole('definition'),
      ).toHaveLength(5)
      for (const title of [page.whyChoose.title, page.specialized.title, page.process.title])
        expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument()
      expect(screen.getByRole('heading', { level: 2, name: page.faq.title })).toBeInTheDocument()
      // The related guides load as their own chunk, below the fold.
      const related = await screen.findByRole('heading', {
        level: 2,
        name: 'Compare other destinations',
      })
      expect(within(related.closest('section')!).getAllByRole('link')).toHaveLength(
        page.related.length,
      )
    },
  )

  test('should split the intro on line breaks and drop blank lines', () => {
    expect(introParagraphs('First.\n\n  \nSecond.\r\nThird.')).toEqual([
      'First.',
      'Second.',
      'Third.',
    ])
  })

  test('should open FAQ 1 first, keep one open, toggle −/+ and close the open one', async () => {
    const page = await destinationEntries['international-relocation-japan-qatar']!.load()
    const { user } = renderWithRouter(<DestinationRoute entry={page} />, {
      route: '/international-relocation-japan-qatar',
    })
    const faq = within(
      screen.getByRole('heading', { level: 2, name: page.faq.title }).closest('section')!,
    )
    const [q1, q2] = page.faq.questions
    const button = (title: string) =>
      faq.getByRole('button', { name: new RegExp(title.slice(0, 30)) })
    expect(button(q1!.title)).toHaveAttribute('aria-expanded', 'true')
    expect(button(q1!.title)).toHaveTextContent('−')
    expect(button(q2!.title)).toHaveTextContent('+')
    await user.click(button(q2!.title))
    expect(button(q2!.title)).toHaveAttribute('aria-expanded', 'true')
    expect(button(q1!.title)).toHaveAttribute('aria-expanded', 'false')
    await user.click(button(q2!.title))
    expect(
      faq.getAllByRole('button').every((b) => b.getAttribute('aria-expanded') === 'false'),
    ).toBe(true)
  })

  test('should serve Singapore at its alias with the canonical slug in the breadcrumb', async () => {
    const page = await destinationEntries['international-relocation-singapore-qatar']!.load()
    renderWithRouter(<DestinationRoute entry={page} />, { route: '/relocate-qatar-to-singapore' })
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link')[1],
    ).toHaveAttribute('href', '/international-relocation-singapore-qatar')
  })

  test('should name the page in the breadcrumb, not spell out its address', async () => {
    const page = await destinationEntries['international-relocation-japan-qatar']!.load()
    renderWithRouter(<DestinationRoute entry={page} />, {
      route: '/international-relocation-japan-qatar',
    })
    const current = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole(
      'link',
    )[1]
    expect(current).toHaveTextContent('Moving between Qatar and Japan')
    expect(current).toHaveAttribute('href', '/international-relocation-japan-qatar')
  })

  test('should link Get a quote to the planner with the guide’s destination chosen', async () => {
    const page = await destinationEntries['international-relocation-india-qatar']!.load()
    renderWithRouter(<DestinationRoute entry={page} />, {
      route: '/international-relocation-india-qatar',
    })
    expect(screen.getByRole('link', { name: 'Get a quote for India' })).toHaveAttribute(
      'href',
      '/get-a-quote?service=international&to=IN',
    )
    expect(screen.queryByRole('button', { name: /Enquire Now/ })).toBeNull()
  })

  test('should open the enquiry dialog from every Contact Us button', async () => {
    const page = await destinationEntries['international-relocation-india-qatar']!.load()
    const { user } = renderWithRouter(<DestinationRoute entry={page} />, {
      route: '/international-relocation-india-qatar',
    })
    const buttons = screen.getAllByRole('button', { name: /Contact Us/ })
    expect(buttons).toHaveLength(2)
    await user.click(buttons[1]!)
    expect(
      await screen.findByRole('dialog', { name: "Moving Soon? Let's Talk" }),
    ).toBeInTheDocument()
  })
})
