import { render, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'

import { CaptchaProvider } from '@/components/captcha/captcha-provider'

/** Shows the router's current location so tests can assert navigation like a visitor would. */
function LocationDisplay() {
  const location = useLocation()
  return (
    <output data-testid="location">{location.pathname + location.search + location.hash}</output>
  )
}

type Options = Omit<RenderOptions, 'wrapper'> & {
  route?: string
  path?: string
  /** '' renders as a local setup without a reCAPTCHA key. */
  captchaSiteKey?: string
}

export function renderWithRouter(
  ui: ReactElement,
  { route = '/', path = '*', captchaSiteKey, ...options }: Options = {},
) {
  const user = userEvent.setup()
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <CaptchaProvider {...(captchaSiteKey === undefined ? {} : { siteKey: captchaSiteKey })}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationDisplay />
      </CaptchaProvider>
    </MemoryRouter>,
    options,
  )
  return { user, ...result }
}

export * from '@testing-library/react'
export { userEvent }
