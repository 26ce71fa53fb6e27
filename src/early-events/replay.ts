/**
 * Plays back what a visitor did before the page was live (captured by capture-script.ts, ADR 008),
 * in the order they did it: typed values first reach React's state through the native value setter
 * and an `input` event (the way a browser reports typing), taps become clicks, submits become
 * `requestSubmit`, so each control's own handler does what it would have done at the time.
 */
type EarlyEvent = {
  kind: 'click' | 'submit' | 'value'
  el: Element
  /** Child indexes from #root: finds the element again if React replaced the node. */
  path: number[]
  value?: string
  by?: HTMLElement | null
  /** Already sent natively (the app's script failed to load). */
  done?: 1
}

type EarlyQueue = { q: EarlyEvent[]; live: 0 | 1 }

declare global {
  interface Window {
    __early?: EarlyQueue
  }
}

/** A section below the fold that has not hydrated yet keeps its events until it has. */
const WAITING_REGION = '[data-deferred]:not([data-live])'

function find(event: EarlyEvent): Element | null {
  if (event.el.isConnected) return event.el
  let node: Element | null = document.getElementById('root')
  for (const index of event.path) node = node?.children[index] ?? null
  return node && node.tagName === event.el.tagName ? node : null
}

/** The browser's own value setter for a form field (looked up in the browser, not on the server). */
function nativeValueSetter(element: Element) {
  const type = [HTMLInputElement, HTMLTextAreaElement, HTMLSelectElement].find(
    (field) => element instanceof field,
  )
  return type && Object.getOwnPropertyDescriptor(type.prototype, 'value')?.set
}

function setValue(element: Element, value: string) {
  const setter = nativeValueSetter(element)
  if (!setter) return
  // React notices typing by comparing the element's value with the last value it saw. Hydration
  // may have seen the typed text already, so first hand React a different value through the
  // element's own (React-watched) setter, then the typed one through the prototype's, which React
  // does not watch: the `input` event then reads as a change and reaches the field's onChange.
  const field = element as HTMLInputElement
  field.value = value === '' ? ' ' : ''
  setter.call(element, value)
  element.dispatchEvent(new Event('input', { bubbles: true }))
  element.dispatchEvent(new Event('change', { bubbles: true }))
}

function perform(event: EarlyEvent, element: Element) {
  if (event.kind === 'value') setValue(element, event.value ?? '')
  else if (event.kind === 'click' && element instanceof HTMLElement) element.click()
  else if (event.kind === 'submit' && element instanceof HTMLFormElement) {
    const submitter =
      event.by?.isConnected && event.by.closest('form') === element ? event.by : null
    element.requestSubmit(submitter)
  }
}

let draining = false

/**
 * Replays every queued event whose target is live, in order; stops at the first that is not.
 * Between two steps it yields only a microtask: React renders what the step changed (it flushes a
 * click's updates in a microtask), yet no keystroke of the visitor, which is a task, can land in
 * between and then be overwritten by an older value.
 */
async function replayEarlyEvents() {
  const queue = window.__early
  if (!queue || draining) return
  draining = true
  try {
    while (queue.q.length > 0) {
      const event = queue.q[0]!
      const element = find(event)
      if (element?.closest(WAITING_REGION)) break
      queue.q.shift()
      if (!element || event.done) continue
      perform(event, element)
      await Promise.resolve()
    }
  } finally {
    draining = false
  }
}

/**
 * Runs `open` and the replay in a task of their own, outside the React effect that calls this:
 * inside an effect React would batch the replayed events' updates into its commit, and a replayed
 * submit would read state from before the replayed typing.
 */
function openAndReplay(open: () => void) {
  setTimeout(() => {
    open()
    void replayEarlyEvents()
  }, 0)
}

/** Called once the page has hydrated: from now on only waiting sections keep their events. */
export function goLive() {
  const queue = window.__early
  if (!queue) return
  openAndReplay(() => {
    queue.live = 1
  })
}

/** Called once a section below the fold (`Deferred`) has hydrated. */
export function regionLive(region: HTMLElement) {
  openAndReplay(() => {
    region.dataset.live = ''
  })
}
