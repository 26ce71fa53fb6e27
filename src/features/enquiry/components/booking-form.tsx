import { ArrowUpRight, X } from 'lucide-react'
import { useCallback } from 'react'

import { SubmitButton } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'
import { InternationalPhoneField } from '@/components/ui/form/international-phone-field'
import { SelectField } from '@/components/ui/form/select'
import { TextareaField } from '@/components/ui/form/textarea'
import { WhatsAppUpdatesField } from '@/components/ui/form/whatsapp-updates-field'
import { serviceTypeOptions } from '@/lib/service-types'
import { validateBooking, type EnquiryValues } from '@contract/enquiry'

import { enquiryFormAction } from '@/lib/submit-enquiry'
import { CaptchaNotice } from '@/components/captcha/captcha-notice'
import * as text from './booking-form.messages'
import { useEnquiryForm } from '../use-enquiry-form'
import { HoneypotField } from './honeypot-field'
import { LocaleField } from './locale-field'
import { PrivacyLine } from './privacy-line'

type BookingFormProps = {
  expanded: boolean
  onExpand: () => void
  onCollapse: () => void
  /** The number typed on the 'Track Your Move' tab; sent along and kept after success. */
  trackingNumber: string
  onSuccess: (id: number | null) => void
}

/**
 * Starts collapsed (name only; phone and service type disabled); a click on
 * Full Name expands it; X collapses it and clears the errors.
 */
export function BookingForm({
  expanded,
  onExpand,
  onCollapse,
  trackingNumber,
  onSuccess,
}: BookingFormProps) {
  const validate = useCallback(
    (values: EnquiryValues, token: string | null) => validateBooking(values, token, expanded),
    [expanded],
  )
  const {
    values,
    setField,
    field,
    phoneField,
    whatsappField,
    errors,
    formError,
    submitting,
    handleSubmit,
    clearErrors,
    honeypot,
  } = useEnquiryForm({
    draftKey: 'enquiry-draft:booking',
    validate,
    failureMessage: text.failure,
    extraPayload: () => ({ trackingNumber }),
    onSuccess,
  })
  return (
    <form
      method="post"
      action={enquiryFormAction}
      noValidate
      onSubmit={handleSubmit}
      className="relative flex flex-col gap-4"
      aria-label={text.form}
    >
      {expanded ? (
        <button
          type="button"
          aria-label={text.close}
          onClick={() => {
            clearErrors()
            onCollapse()
          }}
          className="absolute -top-5 end-0 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      ) : null}
      <InputField
        label={text.fullName}
        name="fullName"
        autoComplete="name"
        required
        placeholder={text.namePlaceholder}
        value={values.fullName}
        error={errors.fullName}
        onClick={onExpand}
        onKeyDown={(event) => {
          // Typing a name opens the rest of the form for keyboard users too. The collapsed form
          // has no submit button, so Enter submits it explicitly (with the collapsed rules).
          if (event.key.length === 1) onExpand()
          if (event.key === 'Enter' && !expanded) {
            event.preventDefault()
            event.currentTarget.form?.requestSubmit()
          }
        }}
        onChange={(event) => setField('fullName', event.target.value)}
        tone="dark"
        hint={expanded ? undefined : text.nameHint}
        // The label leaves the row's right end to the close button.
        className="[&>label]:self-start"
      />
      {/* Side by side only where the panel is wide: beside the headline it is too narrow. */}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <InternationalPhoneField
          label={text.phone}
          disabled={!expanded}
          tone="dark"
          {...phoneField}
        />
        <SelectField
          label={text.serviceType}
          placeholder={text.servicePlaceholder}
          options={serviceTypeOptions}
          disabled={!expanded}
          tone="dark"
          {...field('serviceType')}
        />
      </div>
      {expanded ? (
        <div className="flex animate-reveal flex-col gap-4">
          <InputField
            label={text.email}
            type="email"
            autoComplete="email"
            tone="dark"
            {...field('email')}
          />
          <TextareaField
            label={text.message}
            rows={3}
            placeholder={text.messagePlaceholder}
            tone="dark"
            {...field('message')}
          />
          <WhatsAppUpdatesField tone="dark" {...whatsappField} />
          <HoneypotField {...honeypot} />
          <LocaleField />
          <CaptchaNotice tone="dark" error={errors.recaptchaToken ?? formError} />
          <SubmitButton
            size="lg"
            loading={submitting}
            icon={<ArrowUpRight className="size-5" aria-hidden="true" />}
          >
            {submitting ? text.submitting : text.submit}
          </SubmitButton>
          <PrivacyLine tone="dark" />
        </div>
      ) : (
        <CaptchaNotice tone="dark" error={errors.recaptchaToken ?? formError} />
      )}
    </form>
  )
}
