import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'

import { Modal } from '@/components/ui/modal'
import { paths } from '@/config/paths'

import { useCaptcha } from '@/components/captcha/captcha-context'
import * as text from './enquiry-dialog.messages'
import { EnquiryForm } from './enquiry-form'

type EnquiryDialogProps = {
  open: boolean
  onClose: () => void
  /** Runs after a successful enquiry instead of going to /thank-you. */
  onSuccess?: () => void
}

export const ENQUIRY_DIALOG_TITLE = text.title

/** One dialog for every enquire button, controlled by the page that opens it. */
export function EnquiryDialog({ open, onClose, onSuccess }: EnquiryDialogProps) {
  const navigate = useNavigate()
  const { load } = useCaptcha()

  useEffect(() => {
    if (open) load()
  }, [open, load])

  return (
    <Modal open={open} onClose={onClose} title={ENQUIRY_DIALOG_TITLE} size="lg">
      <p className="mb-5 text-ink-muted">{text.intro}</p>
      <EnquiryForm
        draftKey="enquiry-draft:dialog"
        inDialog
        onSuccess={(id) => {
          onClose()
          if (onSuccess) onSuccess()
          else navigate(paths.thankYou.getHref(id))
        }}
      />
    </Modal>
  )
}
