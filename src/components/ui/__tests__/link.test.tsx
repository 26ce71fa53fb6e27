import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom'

import { Link, type LinkProps } from '../link'

/** Where the router is, and whether it got there by a new history entry or a replaced one. */
function Where() {
  const { pathname, search } = useLocation()
  return <output aria-label="where">{`${pathname}${search} ${useNavigationType()}`}</output>
}

function renderLink(props: Partial<LinkProps> = {}, { basename }: { basename?: string } = {}) {
  render(
    <MemoryRouter basename={basename} initialEntries={[`${basename ?? ''}/blog`]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Link to="/get-a-quote?service=storage" {...props}>
                Get a quote
              </Link>
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
  return screen.getByRole('link', { name: 'Get a quote' })
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent

test('should point at the page, under the language prefix', () => {
  expect(renderLink()).toHaveAttribute('href', '/get-a-quote?service=storage')
  cleanup()
  expect(renderLink({}, { basename: '/ar' })).toHaveAttribute(
    'href',
    '/ar/get-a-quote?service=storage',
  )
})

test('should follow the link in the page on a plain click', async () => {
  const link = renderLink()
  expect(where()).toMatch(/^\/blog /)
  await userEvent.click(link)
  expect(where()).toBe('/get-a-quote?service=storage PUSH')
})

test('should leave a click with a modifier key, or towards another window, to the browser', () => {
  // Last to see the click, this records whether the link left it to the browser, then stops jsdom,
  // which cannot open another document.
  const leftToBrowser: boolean[] = []
  const record = (event: MouseEvent) => {
    leftToBrowser.push(!event.defaultPrevented)
    event.preventDefault()
  }
  window.addEventListener('click', record)
  try {
    const link = renderLink()
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      fireEvent.click(link, init)
    cleanup()
    fireEvent.click(renderLink({ target: '_blank' }))
    cleanup()
    fireEvent.click(renderLink())
  } finally {
    window.removeEventListener('click', record)
  }
  expect(leftToBrowser).toEqual([true, true, true, true, true, false])
})

test('should run its own click handler first, and stay if that prevented the click', async () => {
  const seen: string[] = []
  const link = renderLink({
    onClick: (event) => {
      seen.push(where() ?? '')
      event.preventDefault()
    },
  })
  await userEvent.click(link)
  expect(seen).toEqual([expect.stringMatching(/^\/blog /)])
  expect(where()).toMatch(/^\/blog /)
})

test('should replace the current entry when asked', async () => {
  await userEvent.click(renderLink({ replace: true }))
  expect(where()).toBe('/get-a-quote?service=storage REPLACE')
})
