import { lazy, Suspense, useState, type ReactNode } from 'react'

import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button'

import { useCaptcha } from '../captcha/captcha-context'

const EnquiryDialog = lazy(() =>
  import('./enquiry-dialog').then((module) => ({ default: module.EnquiryDialog })),
)

type EnquireButtonProps = {
  children: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
  icon?: ReactNode
  className?: string
  onSuccess?: () => void
}

/**
 * Any 'Enquire Now', 'Contact Us', 'Reach Out To Us' or 'Plan Your Move' button: it owns the open
 * state of its enquiry dialog, which (with its animation code) downloads on first open.
 */
export function EnquireButton({ children, onSuccess, ...buttonProps }: EnquireButtonProps) {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const { load } = useCaptcha()

  return (
    <>
      <Button
        {...buttonProps}
        aria-haspopup="dialog"
        onPointerEnter={load}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        {children}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <EnquiryDialog open={open} onClose={() => setOpen(false)} onSuccess={onSuccess} />
        </Suspense>
      ) : null}
    </>
  )
}
