import { act, renderHook } from '@testing-library/react'
import { vi } from 'vitest'

import { useResponsiveSettings } from '../slick-slider'

/** A viewport of `width` px whose media queries answer like a browser's and can be resized. */
function stubViewport(width: number) {
  const listeners = new Set<() => void>()
  const matches = (query: string) => width <= Number(/max-width: (\d+)px/.exec(query)![1])
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches(query)
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }))
  return (next: number) => {
    width = next
    listeners.forEach((listener) => listener())
  }
}

const settings = {
  slidesToShow: 4,
  dots: true,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 3 } },
    { breakpoint: 640, settings: { slidesToShow: 1 } },
  ],
}

afterEach(() => vi.unstubAllGlobals())

test('should apply the viewport’s breakpoint on load, not only after a resize', () => {
  stubViewport(375)
  const { result } = renderHook(() => useResponsiveSettings(settings))
  expect(result.current).toEqual({ slidesToShow: 1, dots: true })
})

test('should read breakpoints as "below N px" and follow resizes', () => {
  const resize = stubViewport(1024)
  const { result } = renderHook(() => useResponsiveSettings(settings))
  expect(result.current.slidesToShow).toBe(4)
  act(() => resize(1023))
  expect(result.current.slidesToShow).toBe(3)
  act(() => resize(640))
  expect(result.current.slidesToShow).toBe(3)
  act(() => resize(639))
  expect(result.current.slidesToShow).toBe(1)
})
