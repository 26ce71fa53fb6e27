import { ArrowUpRight, X } from 'lucide-react'
import { useCallback } from 'react'

import { SubmitButton } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'
import { InternationalPhoneField } from '@/components/ui/form/international-phone-field'
import { SelectField } from '@/components/ui/form/select'
import { TextareaField } from '@/components/ui/form/textarea'
import { serviceTypeOptions } from '@/content/service-types'
import { validateBooking, type EnquiryValues } from '@contract/enquiry'

import { enquiryFormAction } from '../api/submit-enquiry'
import { CaptchaNotice } from '../captcha/captcha-notice'
import { useEnquiryForm } from '../use-enquiry-form'
import { HoneypotField } from './honeypot-field'
import { PrivacyLine } from './privacy-line'

/** The hero form's own generic failure text. */
const BOOKING_FAILURE_MESSAGE = 'Enquiry submission failed. Please try again.'

type BookingFormProps = {
  expanded: boolean
  onExpand: () => void
  onCollapse: () => void
  /** The number typed on the 'Track Your Move' tab; sent along and kept after success. */
  trackingNumber: string
  onSuccess: () => void
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
  const { values, setField, errors, formError, submitting, handleSubmit, clearErrors, honeypot } =
    useEnquiryForm({
      draftKey: 'enquiry-draft:booking',
      validate,
      failureMessage: BOOKING_FAILURE_MESSAGE,
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
      aria-label="Booking enquiry"
    >
      {expanded ? (
        <button
          type="button"
          aria-label="Close booking form"
          onClick={() => {
            clearErrors()
            onCollapse()
          }}
          className="absolute -top-5 right-0 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      ) : null}
      <InputField
        label="Full Name"
        name="fullName"
        autoComplete="name"
        required
        placeholder="Your full name"
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
        hint={
          expanded
            ? undefined
            : 'Start with your name: the rest of your free quote opens from there.'
        }
        // The label leaves the row's right end to the close button.
        className="[&>label]:self-start"
      />
      {/* Side by side only where the panel is wide: beside the headline it is too narrow. */}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <InternationalPhoneField
          label="Phone Number"
          name="phoneNumber"
          dialCodeName="dialCode"
          required
          disabled={!expanded}
          dialCode={values.dialCode}
          onDialCodeChange={(code) => setField('dialCode', code)}
          value={values.phoneNumber}
          error={errors.phoneNumber}
          onValueChange={(digits) => setField('phoneNumber', digits)}
          tone="dark"
        />
        <SelectField
          label="Service Type"
          name="serviceType"
          placeholder="Select a service"
          options={serviceTypeOptions}
          required
          disabled={!expanded}
          value={values.serviceType}
          error={errors.serviceType}
          onChange={(event) => setField('serviceType', event.target.value)}
          tone="dark"
        />
      </div>
      {expanded ? (
        <div className="flex animate-reveal flex-col gap-4">
          <InputField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            error={errors.email}
            onChange={(event) => setField('email', event.target.value)}
            tone="dark"
          />
          <TextareaField
            label="Message"
            name="message"
            required
            rows={3}
            placeholder="Moving from, moving to and your preferred dates"
            value={values.message}
            error={errors.message}
            onChange={(event) => setField('message', event.target.value)}
            tone="dark"
          />
          <HoneypotField {...honeypot} />
          <CaptchaNotice tone="dark" error={errors.recaptchaToken ?? formError} />
          <SubmitButton
            size="lg"
            loading={submitting}
            icon={<ArrowUpRight className="size-5" aria-hidden="true" />}
          >
            {submitting ? 'Submitting' : 'Get a quote'}
          </SubmitButton>
          <PrivacyLine tone="dark" />
        </div>
      ) : (
        <CaptchaNotice tone="dark" error={errors.recaptchaToken ?? formError} />
      )}
    </form>
  )
}
