import { screen } from '@testing-library/react'
import { vi } from 'vitest'

import { renderWithRouter } from '@/testing/test-utils'

import { PageBanner } from '../page-banner'

const image = {
  src: '/images/illustrations/checklist.svg',
  alt: 'A checklist',
  width: 1200,
  height: 800,
}

function renderBanner() {
  return renderWithRouter(
    <PageBanner
      title="Moving Insurance"
      highlight="Explained"
      image={image}
      breadcrumb={{ label: 'Blog', to: '/blog/post' }}
      author="Sara"
      date="14 February 2025"
      time="10:30 AM"
      share
    />,
    { route: '/blog/post' },
  )
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share')
})

test('should show the two-part title, breadcrumb and byline', () => {
  renderBanner()
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Moving InsuranceExplained')
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
  expect(crumbs).toHaveTextContent('Home')
  expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page')
  expect(screen.getByText('By Sara')).toBeInTheDocument()
  expect(screen.getByText('14 February 2025')).toBeInTheDocument()
})

test('should share through the native share sheet when available', async () => {
  const share = vi.fn().mockResolvedValue(undefined)
  Object.defineProperty(navigator, 'share', { value: share, configurable: true })
  const { user } = renderBanner()
  await user.click(screen.getByRole('button', { name: 'Share' }))
  expect(share).toHaveBeenCalledWith({ title: document.title, url: window.location.href })
})

test('should say so when native sharing is unavailable', async () => {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
  const { user } = renderBanner()
  await user.click(screen.getByRole('button', { name: 'Share' }))
  expect(alert).toHaveBeenCalledWith('Sharing is not supported on this browser.')
})
