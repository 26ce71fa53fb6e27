import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { startTransition, type ReactElement } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'

import { HeroPanel } from '@/app/routes/home/hero-panel'
import { CAPTURE_SCRIPT } from '@/early-events/capture-script'
import { goLive } from '@/early-events/replay'
import { ContactFormSection } from '@/features/enquiry/components/contact-form-section'
import { CaptchaProvider } from '@/components/captcha/captcha-provider'
import { TrackingWidget } from '@/features/tracking/components/tracking-widget'

// The inline script as the prerendered page runs it: once, before anything is hydrated.
beforeAll(() => {
  new Function(CAPTURE_SCRIPT)()
})

let root: Root | undefined
let container: HTMLElement

const wrap = (ui: ReactElement) => (
  <MemoryRouter>
    <CaptchaProvider siteKey="">{ui}</CaptchaProvider>
  </MemoryRouter>
)

/** The prerendered HTML: visible and typeable, but no React handler is attached yet. */
function prerender(ui: ReactElement) {
  window.__early!.q.length = 0
  window.__early!.live = 0
  container = document.createElement('div')
  container.id = 'root'
  container.innerHTML = renderToString(wrap(ui))
  document.body.append(container)
}

/** What main.tsx and the router do once the page's scripts have arrived. */
async function hydrateAndGoLive(ui: ReactElement) {
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, wrap(ui))
    })
  })
  await act(async () => goLive())
}

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
})

/** A visitor typing into the bare HTML: the browser changes the value and reports it. */
function typeNatively(field: HTMLElement, text: string) {
  const input = field as HTMLInputElement
  input.focus()
  for (const character of text) {
    input.value += character
    fireEvent.input(input)
  }
}

test('should keep a tracking number typed and submitted before hydration and then look it up', async () => {
  prerender(<TrackingWidget />)
  const field = screen.getByLabelText(/^Tracking number/)
  typeNatively(field, 'ABCD123456')
  fireEvent.click(screen.getByRole('button', { name: 'Track' }))
  // Nothing is shown yet, and the early submit did not leave the page.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(window.__early!.q.map((event) => event.kind)).toEqual(['value', 'submit'])

  await hydrateAndGoLive(<TrackingWidget />)
  const dialog = await screen.findByRole('dialog', { name: 'Tracking Details' })
  expect(within(dialog).getAllByText('PCM-SIN-2025-0042').length).toBeGreaterThan(0)
  expect(window.__early!.q).toEqual([])
})

test('should submit on an early Enter exactly once', async () => {
  prerender(<TrackingWidget />)
  const field = screen.getByLabelText(/^Tracking number/)
  typeNatively(field, 'ZZZZ999999')
  // Enter in a field: the browser clicks the form's submit button for the visitor.
  fireEvent.click(screen.getByRole('button', { name: 'Track' }))
  await hydrateAndGoLive(<TrackingWidget />)
  expect(await screen.findByText('No job found with this tracking number.')).toBeInTheDocument()
  expect(screen.getByLabelText(/^Tracking number/)).toHaveValue('ZZZZ999999')
})

test('should expand the hero form for an early tap on Full Name and keep the typed name', async () => {
  prerender(<HeroPanel />)
  const name = screen.getByLabelText(/^Full Name/)
  fireEvent.click(name)
  typeNatively(name, 'Aisha Rahman')
  await hydrateAndGoLive(<HeroPanel />)
  await waitFor(() => expect(screen.getByLabelText(/^Email/)).toBeInTheDocument())
  expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Aisha Rahman')
  expect(screen.getByLabelText(/^Phone Number/)).toBeEnabled()
})

test('should keep typing that reaches a hydrated field before the page goes live', async () => {
  prerender(<HeroPanel />)
  typeNatively(screen.getByLabelText(/^Full Name/), 'Aisha ')
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, wrap(<HeroPanel />))
    })
  })
  // Hydrated but not live yet: the field's key handler (typing expands the form) must not run
  // and re-render the field from React's still empty state.
  const name = screen.getByLabelText(/^Full Name/) as HTMLInputElement
  for (const character of 'Rahman') {
    fireEvent.keyDown(name, { key: character })
    name.value += character
    fireEvent.input(name)
  }
  expect(name).toHaveValue('Aisha Rahman')
  await act(async () => goLive())
  await waitFor(() => expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Aisha Rahman'))
})

test('should replay an early tab switch in order after the typing before it', async () => {
  prerender(<HeroPanel />)
  typeNatively(screen.getByLabelText(/^Full Name/), 'Omar')
  fireEvent.click(screen.getByRole('tab', { name: 'Track Your Move' }))
  await hydrateAndGoLive(<HeroPanel />)
  await waitFor(() =>
    expect(screen.getByRole('tab', { name: 'Track Your Move' })).toHaveAttribute(
      'aria-selected',
      'true',
    ),
  )
  expect(screen.getByLabelText(/^Tracking number/)).toBeInTheDocument()
})

test('should let newer typing win over a saved draft', async () => {
  sessionStorage.setItem(
    'enquiry-draft:contact',
    JSON.stringify({ fullName: 'Old Draft', message: 'From the draft' }),
  )
  prerender(<ContactFormSection />)
  typeNatively(screen.getByLabelText(/^Name/), 'Typed Today')
  await hydrateAndGoLive(<ContactFormSection />)
  await waitFor(() => expect(screen.getByLabelText(/^Message/)).toHaveValue('From the draft'))
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Typed Today')
})

test('should leave events alone once the page is live', async () => {
  prerender(<TrackingWidget />)
  await hydrateAndGoLive(<TrackingWidget />)
  fireEvent.click(screen.getByRole('button', { name: 'Track' }))
  expect(await screen.findByText('Please enter a tracking number.')).toBeInTheDocument()
  expect(window.__early!.q).toEqual([])
})
