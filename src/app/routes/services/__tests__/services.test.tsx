import { screen, within } from '@testing-library/react'

import { services } from '@/content/catalogue'
import { renderWithRouter } from '@/testing/test-utils'

import ServicesRoute from '..'
import ServiceGroupRoute from '../group'
import ServiceRoute from '../service'

const cardLinks = (region: HTMLElement) =>
  within(region).getAllByRole('link', { name: /^View .+ details$/ })

const uniqueNames = (links: HTMLElement[]) =>
  [...new Set(links.map((link) => link.getAttribute('aria-label')))].sort()

describe('Service page', () => {
  const service = services.find((entry) => entry.title === 'Sea Freight')!

  test('should show the banner, the feature checklist, the article and other services', async () => {
    renderWithRouter(<ServiceRoute entry={service} />, { route: service.slug })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(service.title)
    expect(screen.getByRole('heading', { name: service.featureTitle })).toBeInTheDocument()
    for (const feature of service.features) expect(screen.getByText(feature)).toBeInTheDocument()
    expect(await screen.findByText(service.detailedContent[0]!.heading!)).toBeInTheDocument()

    // Slides load on demand: twelve slots, the first four cards drawn, never this one.
    const others = await screen.findByRole('region', { name: 'Other Services' })
    const rest = services.filter((entry) => entry.slug !== service.slug)
    expect(others.querySelectorAll('.slick-slide:not(.slick-cloned)')).toHaveLength(rest.length)
    expect(uniqueNames(cardLinks(others))).toEqual(
      rest
        .slice(0, 4)
        .map((entry) => `View ${entry.title} details`)
        .sort(),
    )
    expect(within(others).queryByRole('link', { name: `View ${service.title} details` })).toBeNull()
    expect(screen.getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/service')
  })

  test('should link Get a quote to the planner with the service’s type of move chosen', () => {
    renderWithRouter(<ServiceRoute entry={service} />, { route: service.slug })
    const links = screen.getAllByRole('link', { name: 'Get a quote for Sea Freight' })
    expect(links).toHaveLength(2)
    for (const link of links) expect(link).toHaveAttribute('href', '/get-a-quote?service=freight')
    expect(screen.queryByRole('button', { name: /Enquire Now/ })).toBeNull()
  })

  test('should leave the choice to the visitor where no type of move fits the service', () => {
    const insurance = services.find((entry) => entry.title === 'Insurance Coverage')!
    renderWithRouter(<ServiceRoute entry={insurance} />, { route: insurance.slug })
    expect(
      screen.getAllByRole('link', { name: 'Get a quote for Insurance Coverage' })[0],
    ).toHaveAttribute('href', '/get-a-quote')
  })
})

describe('Services grid', () => {
  test('should show 9 Movers cards by default and 4 Logistics cards on its tab', async () => {
    const { user } = renderWithRouter(<ServicesRoute />, { route: '/service' })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Service')
    const grid = screen.getByRole('tabpanel')
    expect(cardLinks(grid)).toHaveLength(9)
    await user.click(screen.getByRole('tab', { name: 'Logistics' }))
    expect(uniqueNames(cardLinks(screen.getByRole('tabpanel')))).toEqual(
      services
        .filter((entry) => entry.group === 'Logistics')
        .map((entry) => `View ${entry.title} details`)
        .sort(),
    )
  })

  test('should open the Logistics tab on the logistics page', () => {
    renderWithRouter(<ServiceGroupRoute />, { route: '/logistics-companies-qatar' })
    expect(screen.getByRole('tab', { name: 'Logistics' })).toHaveAttribute('aria-selected', 'true')
    expect(cardLinks(screen.getByRole('tabpanel'))).toHaveLength(4)
  })

  test('should open the Movers tab on the moving page', () => {
    renderWithRouter(<ServiceGroupRoute />, { route: '/moving-and-packing-companies-qatar' })
    expect(screen.getByRole('tab', { name: 'Movers' })).toHaveAttribute('aria-selected', 'true')
    expect(cardLinks(screen.getByRole('tabpanel'))).toHaveLength(9)
  })
})
