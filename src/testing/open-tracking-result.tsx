import { screen, within } from '@testing-library/react'

import { TrackingWidget } from '@/features/tracking/components/tracking-widget'

import { renderWithRouter } from './test-utils'

/** Tracks the sample number from the home widget, as a visitor would; the result dialog. */
export async function openTrackingResult() {
  const view = renderWithRouter(<TrackingWidget />)
  await view.user.type(screen.getByLabelText(/^Tracking number/), 'ABCD123456')
  await view.user.click(screen.getByRole('button', { name: 'Track' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Tracking Details' }))
  return { ...view, dialog }
}
