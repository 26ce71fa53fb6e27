import { act, render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { vi } from 'vitest'

import { Deferred } from '../deferred'

type ObserverCallback = (entries: Array<Partial<IntersectionObserverEntry>>) => void
let trigger: ObserverCallback = () => {}
let margin: string | undefined

class FakeIntersectionObserver {
  constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
    trigger = callback
    margin = options?.rootMargin
  }
  observe() {}
  disconnect() {}
}

afterEach(() => vi.unstubAllGlobals())

test('should load a section only once it comes near the viewport', async () => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  const load = vi.fn(() => Promise.resolve({ default: () => <p>Carousel ready</p> }))
  const Section = lazy(load)
  await act(async () => {
    render(
      <Deferred minHeight="20rem">
        <Section />
      </Deferred>,
    )
  })

  // The placeholder holds the section's height and nothing is downloaded yet.
  expect(document.querySelector('[aria-busy="true"]')).toHaveStyle({ minHeight: '20rem' })
  expect(load).not.toHaveBeenCalled()
  expect(margin).toMatch(/^\d+px/)

  await act(async () => trigger([{ isIntersecting: false }]))
  expect(load).not.toHaveBeenCalled()

  await act(async () => trigger([{ isIntersecting: true }]))
  expect(await screen.findByText('Carousel ready')).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(1)
})

test('should render at once where the browser cannot observe visibility', async () => {
  vi.stubGlobal('IntersectionObserver', undefined)
  const Section = lazy(() => Promise.resolve({ default: () => <p>Carousel ready</p> }))
  render(
    <Deferred minHeight="20rem">
      <Section />
    </Deferred>,
  )
  expect(await screen.findByText('Carousel ready')).toBeInTheDocument()
})
