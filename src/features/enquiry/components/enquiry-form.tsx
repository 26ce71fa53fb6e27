import { ArrowUpRight } from 'lucide-react'

import { SubmitButton } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'
import { InternationalPhoneField } from '@/components/ui/form/international-phone-field'
import { SelectField } from '@/components/ui/form/select'
import { TextareaField } from '@/components/ui/form/textarea'
import { WhatsAppUpdatesField } from '@/components/ui/form/whatsapp-updates-field'
import { serviceTypeOptions } from '@/lib/service-types'
import { cn } from '@/lib/cn'
import { validateEnquiry } from '@contract/enquiry'

import { enquiryFormAction } from '@/lib/submit-enquiry'
import { CaptchaNotice } from '@/components/captcha/captcha-notice'
import * as text from './enquiry-form.messages'
import { useEnquiryForm } from '../use-enquiry-form'
import { HoneypotField } from './honeypot-field'
import { LocaleField } from './locale-field'
import { PrivacyLine } from './privacy-line'

type EnquiryFormProps = {
  draftKey: string
  onSuccess: (id: number | null) => void
  layout?: 'stacked' | 'wide'
  /**
   * In a dialog, Submit sticks to the bottom edge of the dialog's scrolling body, so it stays in
   * sight however short the window is.
   */
  inDialog?: boolean
}

/** Name, phone, e-mail, service type, message, verification, Submit. */
export function EnquiryForm({
  draftKey,
  onSuccess,
  layout = 'stacked',
  inDialog = false,
}: EnquiryFormProps) {
  const {
    field,
    phoneField,
    whatsappField,
    errors,
    formError,
    submitting,
    handleSubmit,
    honeypot,
  } = useEnquiryForm({
    draftKey,
    validate: validateEnquiry,
    failureMessage: text.failure,
    onSuccess,
  })
  const pair = layout === 'wide' ? 'grid gap-4 sm:grid-cols-2' : 'flex flex-col gap-4'

  return (
    <form
      method="post"
      action={enquiryFormAction}
      noValidate
      onSubmit={handleSubmit}
      className="relative flex flex-col gap-4"
    >
      <div className={pair}>
        <InputField label={text.name} autoComplete="name" {...field('fullName')} />
        <InternationalPhoneField label={text.phone} {...phoneField} />
      </div>
      <div className={pair}>
        <InputField label={text.email} type="email" autoComplete="email" {...field('email')} />
        <SelectField
          label={text.serviceType}
          placeholder={text.servicePlaceholder}
          options={serviceTypeOptions}
          {...field('serviceType')}
        />
      </div>
      <TextareaField
        label={text.message}
        placeholder={text.messagePlaceholder}
        {...field('message')}
      />
      <WhatsAppUpdatesField {...whatsappField} />
      <HoneypotField {...honeypot} />
      <LocaleField />
      <CaptchaNotice error={errors.recaptchaToken ?? formError} />
      <div
        className={cn(
          'flex flex-col gap-3',
          layout === 'wide' && 'sm:flex-row sm:items-center sm:justify-between',
          inDialog &&
            'sticky -bottom-6 z-10 -mx-1 border-t border-navy-100 bg-white px-1 pt-3 pb-6 sm:-bottom-8 sm:pb-8',
        )}
      >
        <SubmitButton
          size="lg"
          loading={submitting}
          icon={<ArrowUpRight className="size-5" aria-hidden="true" />}
          className={layout === 'wide' ? 'sm:order-2' : undefined}
        >
          {submitting ? text.submitting : text.submit}
        </SubmitButton>
        <PrivacyLine />
      </div>
    </form>
  )
}
