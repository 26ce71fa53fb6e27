import { useState, type ReactNode } from 'react'

import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button'
import { MountOnFirstOpen } from '@/components/ui/mount-on-first-open'
import { lazyNamed } from '@/lib/lazy-named'

import { useCaptcha } from '@/components/captcha/captcha-context'

const EnquiryDialog = lazyNamed(
  () => import('@/features/enquiry/components/enquiry-dialog'),
  'EnquiryDialog',
)
const QuotePlannerDialog = lazyNamed(
  () => import('@/features/quote-planner/components/quote-planner-dialog'),
  'QuotePlannerDialog',
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
  const { load } = useCaptcha()

  return (
    <>
      <Button
        {...buttonProps}
        aria-haspopup="dialog"
        onPointerEnter={load}
        onClick={() => setOpen(true)}
      >
        {children}
      </Button>
      <MountOnFirstOpen open={open}>
        {plannerTitle ? (
          <QuotePlannerDialog open={open} onClose={() => setOpen(false)} title={plannerTitle} />
        ) : (
          <EnquiryDialog open={open} onClose={() => setOpen(false)} onSuccess={onSuccess} />
        )}
      </MountOnFirstOpen>
    </>
  )
}
