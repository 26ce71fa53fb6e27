import { AnimatePresence, m, useReducedMotion } from 'framer-motion'
import { X } from 'lucide-react'
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

import { useIsClient } from '@/hooks/use-is-client'
import { cn } from '@/lib/cn'

import { MotionProvider } from './motion-provider'
import * as text from './modal.messages'

type ModalProps = {
  open: boolean
  onClose: () => void
  title: ReactNode
  size?: 'md' | 'lg' | 'xl'
  tone?: 'light' | 'dark'
  className?: string
  children: ReactNode
}

const widths = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-5xl' }

/** Open 0.3 s, close 0.2 s, backdrop at half opacity, panel scales in. */
const OPEN_SECONDS = 0.3
const CLOSE_SECONDS = 0.2

export function Modal(props: ModalProps) {
  const isClient = useIsClient()
  if (!isClient) return null
  return createPortal(
    <MotionProvider>
      <AnimatePresence>{props.open ? <ModalPanel key="modal" {...props} /> : null}</AnimatePresence>
    </MotionProvider>,
    document.body,
  )
}

function ModalPanel({
  onClose,
  title,
  size = 'md',
  tone = 'light',
  className,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const reduceMotion = useReducedMotion()

  // A layout effect, so the dialog closes (and the browser hands focus back to the opener) before
  // React removes it from the page once the closing animation has run.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    dialog.showModal()
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    return () => dialog.close()
  }, [])

  const timing = (seconds: number) => ({
    duration: reduceMotion ? 0 : seconds,
    ease: 'easeOut' as const,
  })

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: close through the parent, so the closing animation plays.
        event.preventDefault()
        onClose()
      }}
      onClose={onClose}
      className="fixed inset-0 m-0 flex size-full max-h-none max-w-none items-end justify-center bg-transparent p-0 text-ink backdrop:bg-transparent sm:items-center sm:p-6"
    >
      <m.div
        data-testid="modal-backdrop"
        className="absolute inset-0 bg-navy-950"
        initial={{ opacity: 0 }}
        animate={{ opacity: 0.5, transition: timing(OPEN_SECONDS) }}
        exit={{ opacity: 0, transition: timing(CLOSE_SECONDS) }}
        onClick={onClose}
        aria-hidden="true"
      />
      <m.div
        className={cn(
          'relative z-10 flex max-h-[92dvh] w-full flex-col overflow-hidden shadow-lift',
          'rounded-t-3xl sm:rounded-3xl',
          tone === 'dark' ? 'bg-navy-950 text-white' : 'bg-white',
          widths[size],
          className,
        )}
        initial={{ opacity: 0, scale: reduceMotion ? 1 : 0.94 }}
        animate={{ opacity: 1, scale: 1, transition: timing(OPEN_SECONDS) }}
        exit={{ opacity: 0, scale: reduceMotion ? 1 : 0.96, transition: timing(CLOSE_SECONDS) }}
      >
        <div className="flex items-start justify-between gap-4 px-5 pt-5 sm:px-8 sm:pt-7">
          <h2 id={titleId} className={cn('text-xl sm:text-2xl', tone === 'dark' && 'text-white')}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={text.close}
            className={cn(
              'ms-auto inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors',
              tone === 'dark'
                ? 'bg-white/10 text-white hover:bg-white/20'
                : 'bg-navy-50 text-navy-900 hover:bg-navy-100',
            )}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="overflow-y-auto overscroll-contain px-5 pt-3 pb-6 sm:px-8 sm:pb-8">
          {children}
        </div>
      </m.div>
    </dialog>
  )
}
