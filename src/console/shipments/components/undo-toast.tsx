import { useEffect, useState } from 'react'

import { buttonClasses } from '@/components/ui/button'

import * as desk from '../desk.messages'

/** How long Undo stays offered; the server keeps a removal restorable far longer (5 minutes). */
const UNDO_MS = 10_000

export type Toast = { message: string; undo?: () => void }

/**
 * What was just done, announced politely, with its Undo for UNDO_MS. The clock stops while the
 * pointer or the focus is on it, so nobody loses the button while reaching for it.
 */
export function UndoToast({ toast, onClose }: { toast: Toast | null; onClose: () => void }) {
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (!toast || held) return
    const timer = setTimeout(onClose, UNDO_MS)
    return () => clearTimeout(timer)
  }, [toast, held, onClose])
  return (
    // The live region stays in the page, so a new message in it is announced.
    <div
      role="status"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-lg justify-center"
    >
      {toast ? (
        <div
          className="pointer-events-auto flex w-full flex-wrap items-center gap-3 rounded-card bg-navy-900 px-4 py-3 text-white shadow-soft"
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          <p className="me-auto min-w-0 text-sm break-words">{toast.message}</p>
          {toast.undo ? (
            <button
              type="button"
              className={buttonClasses({ variant: 'primary', size: 'sm' })}
              onClick={toast.undo}
            >
              {desk.undo}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
