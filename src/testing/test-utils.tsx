import { render, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { HelmetProvider } from 'react-helmet-async'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'

/** Shows the router's current location so tests can assert navigation like a visitor would. */
function LocationDisplay() {
  const location = useLocation()
  return (
    <output data-testid="location">{location.pathname + location.search + location.hash}</output>
  )
}

type Options = Omit<RenderOptions, 'wrapper'> & { route?: string; path?: string }

export function renderWithRouter(
  ui: ReactElement,
  { route = '/', path = '*', ...options }: Options = {},
) {
  const user = userEvent.setup()
  const result = render(
    <HelmetProvider>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationDisplay />
      </MemoryRouter>
    </HelmetProvider>,
    options,
  )
  return { user, ...result }
}

export * from '@testing-library/react'
export { userEvent }
