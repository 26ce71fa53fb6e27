import { lazy, Suspense, useState, type ReactNode } from 'react'

import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button'

import { useCaptcha } from '../captcha/captcha-context'

const EnquiryDialog = lazy(() =>
  import('./enquiry-dialog').then((module) => ({ default: module.EnquiryDialog })),
)
const QuotePlannerDialog = lazy(() =>
  import('./quote-planner-dialog').then((module) => ({ default: module.QuotePlannerDialog })),
)

type EnquireButtonProps = {
  children: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
  icon?: ReactNode
  className?: string
  onSuccess?: () => void
  /** Opens the step-by-step quote planner, titled so, instead of the five-field enquiry. */
  plannerTitle?: string
}

/**
 * Any 'Enquire Now', 'Contact Us', 'Reach Out To Us' or 'Plan Your Move' button: it owns the open
 * state of its enquiry dialog, which (with its animation code) downloads on first open.
 */
export function EnquireButton({
  children,
  onSuccess,
  plannerTitle,
  ...buttonProps
}: EnquireButtonProps) {
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
          {plannerTitle ? (
            <QuotePlannerDialog open={open} onClose={() => setOpen(false)} title={plannerTitle} />
          ) : (
            <EnquiryDialog open={open} onClose={() => setOpen(false)} onSuccess={onSuccess} />
          )}
        </Suspense>
      ) : null}
    </>
  )
}
