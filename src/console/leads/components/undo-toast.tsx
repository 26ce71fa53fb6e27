import { useCallback, useEffect, useRef, useState } from 'react'

import { cn } from '@/lib/cn'

import { messageOf } from '@/console/app/components/notice'

import * as text from '../leads.messages'

/** How long a change can be undone: more than the 8 s issue 52 asks, for a slow second look. */
export const UNDO_MS = 10_000

/** A change just made, in words, and how to put back what it replaced. */
export type Undoable = { text: string; undo?: () => Promise<void> }

type Shown = { text: string; tone: 'done' | 'error'; undo?: () => Promise<void> }

/**
 * The lead page's last change and its Undo: the bar shows it for `UNDO_MS`, and keeps it while
 * the pointer or focus is on it, so someone reaching for Undo does not see it vanish. The page
 * reads the lead again after an undo (`onUndone`), whether it was put back or refused.
 */
export function useUndo(onUndone: () => void) {
  const [shown, setShown] = useState<Shown | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const hold = useCallback(() => clearTimeout(timer.current), [])
  const release = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setShown(null), UNDO_MS)
  }, [])
  useEffect(() => () => clearTimeout(timer.current), [])
  const show = useCallback(
    (next: Shown) => {
      setShown(next)
      release()
    },
    [release],
  )
  return {
    shown,
    hold,
    release,
    /** A change made: its words and, if it can be, its Undo. */
    done: useCallback((change: Undoable) => show({ ...change, tone: 'done' }), [show]),
    failed: useCallback(
      (error: unknown) => show({ text: messageOf(error), tone: 'error' }),
      [show],
    ),
    setShown: show,
    onUndone,
  }
}

export type UndoState = ReturnType<typeof useUndo>

/**
 * The change and its Undo button, in a polite live region that is always on the page, so screen
 * readers hear each message without losing their place.
 */
export function UndoToast({ state }: { state: UndoState }) {
  const { shown, hold, release, setShown, onUndone } = state
  const [busy, setBusy] = useState(false)

  async function undo(work: () => Promise<void>) {
    setBusy(true)
    try {
      await work()
      setShown({ text: text.changeUndone, tone: 'done' })
    } catch (error) {
      setShown({ text: messageOf(error), tone: 'error' })
    } finally {
      setBusy(false)
      onUndone()
    }
  }

  return (
    <div
      role="status"
      aria-live="polite"
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      {shown ? (
        <div
          className={cn(
            'flex items-center gap-3 rounded-xl px-4 py-2 text-sm',
            shown.tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-navy-900 text-white',
          )}
        >
          <p className="me-auto min-w-0 break-words">{shown.text}</p>
          {shown.undo ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => void undo(shown.undo!)}
              className="inline-flex min-h-11 shrink-0 items-center rounded-full px-4 font-semibold text-accent-300 underline-offset-4 hover:underline"
            >
              {text.undoChange}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
