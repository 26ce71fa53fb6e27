import { act, render, screen } from '@testing-library/react'
import { vi } from 'vitest'

import { StatsSection } from '../stats-section'

type ObserverCallback = (entries: Array<Partial<IntersectionObserverEntry>>) => void
let trigger: ObserverCallback = () => {}

class FakeIntersectionObserver {
  constructor(callback: ObserverCallback) {
    trigger = callback
  }
  observe() {}
  disconnect() {}
}

const stats = [
  { key: 'years', label: 'Years of Experience', target: 14, suffix: '+' },
  { key: 'moves', label: 'Successful Moves', target: 20000, suffix: '+' },
  { key: 'satisfaction', label: 'Customer Satisfaction', target: 99, suffix: '%' },
]
const homeTiming = { steps: 40, intervalMs: 50, threshold: 0.3 }

const shown = (label: string) =>
  screen.getByText(label).parentElement!.querySelector('dd [aria-hidden="true"]')!.textContent

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function enter(ratio = 0.5) {
  act(() => trigger([{ isIntersecting: true, intersectionRatio: ratio }]))
}

test('should count from 0 to the targets over 2000 ms in 50 ms steps, with separators', () => {
  render(<StatsSection id="s" title="Stats" stats={stats} timing={homeTiming} />)
  enter()
  expect(shown('Successful Moves')).toBe('0+')
  act(() => vi.advanceTimersByTime(1000))
  expect(shown('Successful Moves')).toBe('10,000+')
  expect(shown('Years of Experience')).toBe('7+')
  act(() => vi.advanceTimersByTime(1000))
  expect(shown('Successful Moves')).toBe('20,000+')
  expect(shown('Customer Satisfaction')).toBe('99%')
  act(() => vi.advanceTimersByTime(500))
  expect(shown('Successful Moves')).toBe('20,000+')
})

test('should wait for 30% visibility, stop when leaving and restart from 0', () => {
  render(<StatsSection id="s" title="Stats" stats={stats} timing={homeTiming} />)
  enter(0.1)
  expect(shown('Years of Experience')).toBe('14+')
  enter(0.3)
  act(() => vi.advanceTimersByTime(500))
  const midway = shown('Successful Moves')
  act(() => trigger([{ isIntersecting: false, intersectionRatio: 0 }]))
  act(() => vi.advanceTimersByTime(1000))
  expect(shown('Successful Moves')).toBe(midway)
  enter()
  expect(shown('Successful Moves')).toBe('0+')
})

test('should give screen readers the final value', () => {
  render(<StatsSection id="s" title="Stats" stats={stats} timing={homeTiming} />)
  enter()
  expect(screen.getByText('20,000+', { selector: '.sr-only' })).toBeInTheDocument()
})
