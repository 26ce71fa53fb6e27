import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { gallery, galleryCategories } from '@/content/gallery'

import { GallerySection } from '../gallery-section'

const renderGallery = () => {
  const user = userEvent.setup()
  render(<GallerySection categories={galleryCategories} images={gallery} />)
  return user
}

test('should show the Movers tab first with its own images, and switch tabs', async () => {
  const user = renderGallery()
  expect(screen.getByRole('tab', { name: 'Movers' })).toHaveAttribute('aria-selected', 'true')
  const panel = screen.getByRole('tabpanel')
  expect(within(panel).getAllByRole('img')).toHaveLength(6)
  expect(within(panel).getAllByRole('img')[0]).toHaveAttribute('loading', 'lazy')

  await user.click(screen.getByRole('tab', { name: 'Warehousing' }))
  expect(
    within(screen.getByRole('tabpanel')).getByRole('img', { name: /CCTV camera/ }),
  ).toBeInTheDocument()
  expect(
    within(screen.getByRole('tabpanel')).queryByRole('img', { name: /lift-van/ }),
  ).not.toBeInTheDocument()
})

test('should open a preview by click or Enter, move with arrows within the tab and wrap', async () => {
  const user = renderGallery()
  await user.click(
    screen.getByRole('button', { name: /Open full-size image: Packing a living room/ }),
  )
  const dialog = await screen.findByRole('dialog', { name: 'Packing a living room' })
  expect(within(dialog).getByText('1 of 6')).toBeInTheDocument()

  await user.keyboard('{ArrowLeft}')
  expect(
    await screen.findByRole('dialog', { name: 'Unpacking in the new home' }),
  ).toBeInTheDocument()
  await user.keyboard('{ArrowRight}')
  expect(await screen.findByRole('dialog', { name: 'Packing a living room' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Next image' }))
  expect(
    await screen.findByRole('dialog', { name: 'Blanket-wrapped furniture' }),
  ).toBeInTheDocument()

  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

  screen.getByRole('button', { name: /Open full-size image: Loading the truck/ }).focus()
  await user.keyboard('{Enter}')
  expect(await screen.findByRole('dialog', { name: 'Loading the truck' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Close modal' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})

test('should close the preview on a backdrop click', async () => {
  const user = renderGallery()
  await user.click(
    screen.getByRole('button', { name: /Open full-size image: Packing a living room/ }),
  )
  await screen.findByRole('dialog')
  await user.click(screen.getByTestId('modal-backdrop'))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})
