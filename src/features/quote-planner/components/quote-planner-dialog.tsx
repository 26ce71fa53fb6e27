import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'

import { Modal } from '@/components/ui/modal'
import { paths } from '@/config/paths'

import { useCaptcha } from '@/components/captcha/captcha-context'
import { QuotePlannerForm } from './quote-planner'

type QuotePlannerDialogProps = {
  open: boolean
  onClose: () => void
  title: string
}

/** The planner behind 'Get a quote' and 'Plan Your Move'; closing keeps the draft. */
export function QuotePlannerDialog({ open, onClose, title }: QuotePlannerDialogProps) {
  const navigate = useNavigate()
  const { load } = useCaptcha()

  useEffect(() => {
    if (open) load()
  }, [open, load])

  return (
    <Modal open={open} onClose={onClose} title={title} size="lg">
      <QuotePlannerForm
        variant="dialog"
        onSuccess={(reference) => {
          onClose()
          navigate(paths.thankYou.getHref(reference))
        }}
      />
    </Modal>
  )
}
