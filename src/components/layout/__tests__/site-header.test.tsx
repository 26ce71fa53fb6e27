import { act, fireEvent, screen, within } from '@testing-library/react'
import { vi } from 'vitest'

import { isNavItemActive, navItems } from '@/content/nav'
import { renderWithRouter } from '@/testing/test-utils'

import { SiteHeader } from '../site-header'

function setScroll(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    window.dispatchEvent(new Event('scroll'))
  })
}

function mockDesktop(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

afterEach(() => setScroll(0))

describe('SiteHeader', () => {
  test('should list the seven navigation items in the specified order', () => {
    renderWithRouter(<SiteHeader onGetQuote={() => {}} />)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'About Us', 'Moving', 'Logistics', 'Track', 'Blogs', 'Contact Us'])
  })

  test.each([
    ['/', 'Home'],
    ['/about-us', 'About Us'],
    ['/moving-and-packing-companies-qatar', 'Moving'],
    ['/services/house-moving-companies-qatar', 'Moving'],
    ['/services/warehouse-services-qatar', 'Moving'],
    ['/logistics-companies-qatar', 'Logistics'],
    ['/services/sea-freight-companies-qatar', 'Logistics'],
    ['/services/storage-warehousing-services-qatar', 'Logistics'],
    ['/track-your-cargo', 'Track'],
    ['/blog', 'Blogs'],
    ['/contact-us', 'Contact Us'],
  ])('should mark the item for %s as current', (route, label) => {
    renderWithRouter(<SiteHeader onGetQuote={() => {}} />, { route })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.textContent)).toEqual([label])
  })

  test('should mark no item on pages outside the navigation', () => {
    expect(navItems.some((item) => isNavItemActive(item, '/gallery'))).toBe(false)
    expect(navItems.some((item) => isNavItemActive(item, '/blog/some-post'))).toBe(false)
    expect(navItems.some((item) => isNavItemActive(item, '/services/unknown'))).toBe(false)
  })

  test('should open the quote modal from Get a quote', async () => {
    const onGetQuote = vi.fn()
    const { user } = renderWithRouter(<SiteHeader onGetQuote={onGetQuote} />)
    await user.click(screen.getAllByRole('button', { name: 'Get a quote' })[0]!)
    expect(onGetQuote).toHaveBeenCalledTimes(1)
  })

  test('should let the menu and the phone dropdown exclude each other', async () => {
    const { user } = renderWithRouter(<SiteHeader onGetQuote={() => {}} />)
    const talk = screen.getByRole('button', { name: 'Talk to us' })
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument()

    await user.click(talk)
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()
    expect(talk).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getAllByRole('link', { name: /\+974 4000 1234/ })[0]).toHaveAttribute(
      'href',
      'tel:+97440001234',
    )

    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    expect(talk).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument()
  })

  test('should close the menu when the visitor chooses an item', async () => {
    const { user } = renderWithRouter(<SiteHeader onGetQuote={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', {
        name: 'Track',
      }),
    )
    expect(screen.getByTestId('location')).toHaveTextContent('/track-your-cargo')
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()
  })

  test('should close the menu and the dropdown on any scroll and on Escape', async () => {
    const { user } = renderWithRouter(<SiteHeader onGetQuote={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    setScroll(1)
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()

    setScroll(0)
    await user.click(screen.getByRole('button', { name: 'Talk to us' }))
    expect(screen.getByRole('button', { name: 'Talk to us' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    fireEvent.keyDown(window, { key: 'Escape' })
    expect(screen.getByRole('button', { name: 'Talk to us' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  test('should dock to the top on desktop once scrolled past 100 px', () => {
    mockDesktop(true)
    renderWithRouter(<SiteHeader onGetQuote={() => {}} />)
    const header = screen.getByRole('banner')
    setScroll(100)
    expect(header).not.toHaveAttribute('data-scrolled')
    setScroll(101)
    expect(header).toHaveAttribute('data-scrolled', 'true')
    setScroll(50)
    expect(header).not.toHaveAttribute('data-scrolled')
  })

  test('should never mark the header scrolled below the desktop breakpoint', () => {
    mockDesktop(false)
    renderWithRouter(<SiteHeader onGetQuote={() => {}} />)
    setScroll(500)
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-scrolled')
  })
})
