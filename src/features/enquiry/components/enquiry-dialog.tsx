import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'

import { Modal } from '@/components/ui/modal'
import { paths } from '@/config/paths'

import { useCaptcha } from '../captcha/captcha-context'
import { EnquiryForm } from './enquiry-form'

type EnquiryDialogProps = {
  open: boolean
  onClose: () => void
  /** Runs after a successful enquiry instead of going to /thank-you. */
  onSuccess?: () => void
}

export const ENQUIRY_DIALOG_TITLE = "Moving Soon? Let's Talk"

/** One dialog for every enquire button, controlled by the page that opens it. */
export function EnquiryDialog({ open, onClose, onSuccess }: EnquiryDialogProps) {
  const navigate = useNavigate()
  const { load } = useCaptcha()

  useEffect(() => {
    if (open) load()
  }, [open, load])

  return (
    <Modal open={open} onClose={onClose} title={ENQUIRY_DIALOG_TITLE} size="lg">
      <p className="mb-5 text-ink-muted">
        Tell us a little about your move and a coordinator will call you back, usually within one
        working day, with a free quote.
      </p>
      <EnquiryForm
        draftKey="enquiry-draft:dialog"
        inDialog
        onSuccess={() => {
          onClose()
          if (onSuccess) onSuccess()
          else navigate(paths.thankYou.getHref())
        }}
      />
    </Modal>
  )
}
