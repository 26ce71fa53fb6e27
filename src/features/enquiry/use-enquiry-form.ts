import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'

import { ApiError } from '@/lib/api-error'
import { DEFAULT_DIAL_CODE, internationalNumber } from '@contract/phone'
import { hasErrors, type EnquiryErrors, type EnquiryValues } from '@contract/enquiry'

import { submitEnquiry } from '@/lib/submit-enquiry'
import { useCaptcha } from '@/components/captcha/captcha-context'

/**
 * What an enquiry form holds: the fields it sends, with the phone number's country code apart,
 * and whether to send updates on WhatsApp (off until ticked).
 */
export type EnquiryFormValues = EnquiryValues & { dialCode: string; whatsappUpdates: boolean }

const emptyEnquiry: EnquiryFormValues = {
  fullName: '',
  dialCode: DEFAULT_DIAL_CODE.code,
  phoneNumber: '',
  email: '',
  serviceType: '',
  message: '',
  whatsappUpdates: false,
}

const currentUrl = () => (typeof window === 'undefined' ? '' : window.location.href)
const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`

function readDraft(key: string): EnquiryFormValues | null {
  try {
    const raw = sessionStorage.getItem(key)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<EnquiryFormValues>
    return { ...emptyEnquiry, ...parsed }
  } catch {
    return null
  }
}

/** The draft's fields, except those already changed since the page loaded. */
function mergeDraft(draft: EnquiryFormValues, typed: EnquiryFormValues): EnquiryFormValues {
  const merged: Record<string, unknown> = { ...draft }
  for (const name of Object.keys(typed) as Array<keyof EnquiryFormValues>)
    if (typed[name] !== emptyEnquiry[name]) merged[name] = typed[name]
  return merged as EnquiryFormValues
}

type Options = {
  /** Session-storage key: a typed but unsent enquiry survives a reload. */
  draftKey: string
  validate: (values: EnquiryValues, token: string | null) => EnquiryErrors
  /** The form's generic failure text when the server sends no `error`. */
  failureMessage: string
  extraPayload?: () => { trackingNumber?: string }
  /** With the id the server stored the enquiry under, for the thank-you page's reference. */
  onSuccess: (id: number | null) => void
}

/**
 * The shared enquiry state machine: idle → submitting → success (reset, then the
 * caller closes and navigates) or failure (values kept, error under the verification widget).
 */
export function useEnquiryForm({
  draftKey,
  validate,
  failureMessage,
  extraPayload,
  onSuccess,
}: Options) {
  const captcha = useCaptcha()
  const [values, setValues] = useState<EnquiryFormValues>(emptyEnquiry)
  const [errors, setErrors] = useState<EnquiryErrors>({})
  const [formError, setFormError] = useState<string>()
  const [submitting, setSubmitting] = useState(false)
  const [honeypot, setHoneypot] = useState('')
  const refererUrl = useRef(currentUrl())
  const idempotencyKey = useRef(newKey())
  const inFlight = useRef(false)

  useEffect(() => {
    // Restored after hydration, so the prerendered HTML and the first client render agree. What
    // the visitor has typed since the page appeared is newer than the draft and wins field by field.
    const draft = readDraft(draftKey)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draft) setValues((typed) => mergeDraft(draft, typed))
  }, [draftKey])

  const setField = useCallback(
    <K extends keyof EnquiryFormValues>(name: K, value: EnquiryFormValues[K]) => {
      setValues((previous) => {
        const next = { ...previous, [name]: value }
        sessionStorage.setItem(draftKey, JSON.stringify(next))
        return next
      })
      // The country code is part of the phone number: changing it clears the number's error.
      const field = (name === 'dialCode' ? 'phoneNumber' : name) as keyof EnquiryErrors
      setErrors((previous) => {
        if (!(field in previous)) return previous
        const next = { ...previous }
        delete next[field]
        return next
      })
      captcha.load()
    },
    [captcha, draftKey],
  )

  const clearErrors = useCallback(() => {
    setErrors({})
    setFormError(undefined)
  }, [])

  const reset = useCallback(() => {
    setValues(emptyEnquiry)
    sessionStorage.removeItem(draftKey)
    refererUrl.current = currentUrl()
    idempotencyKey.current = newKey()
    captcha.clearToken()
    setErrors({})
    setFormError(undefined)
  }, [captcha, draftKey])

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    setFormError(undefined)

    const check = (token: string | null) => {
      const found = validate(values, token)
      // Without a site key no token can exist: the enquiry goes without one, the server decides.
      if (!captcha.enabled) delete found.recaptchaToken
      return found
    }
    // The token may still be on its way: only the fields decide whether to stop here.
    const firstPass = check(captcha.getToken())
    const fieldErrors = { ...firstPass }
    delete fieldErrors.recaptchaToken
    if (hasErrors(fieldErrors)) {
      setErrors(firstPass)
      return
    }

    inFlight.current = true
    setSubmitting(true)
    try {
      if (honeypot) {
        // A bot filled the hidden field: pretend success and send nothing.
        reset()
        onSuccess(null)
        return
      }
      const token = captcha.enabled ? await captcha.getFreshToken() : null
      const finalErrors = check(token)
      if (hasErrors(finalErrors)) {
        setErrors(finalErrors)
        return
      }
      const { dialCode, ...fields } = values
      const response = await submitEnquiry(
        {
          ...fields,
          phoneNumber: internationalNumber(dialCode, fields.phoneNumber),
          refererUrl: refererUrl.current,
          submittedUrl: currentUrl(),
          ...(token ? { recaptchaToken: token } : {}),
          ...extraPayload?.(),
        },
        idempotencyKey.current,
      )
      reset()
      const id = (response as { id?: unknown } | null)?.id
      onSuccess(typeof id === 'number' ? id : null)
    } catch (error) {
      console.error('Enquiry submission failed', error)
      setFormError(
        error instanceof ApiError && error.serverMessage ? error.serverMessage : failureMessage,
      )
    } finally {
      inFlight.current = false
      setSubmitting(false)
    }
  }

  /** A text field's wiring: its name, value, message and change handler. */
  const field = (name: 'fullName' | 'email' | 'serviceType' | 'message') => ({
    name,
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setField(name, event.target.value),
  })

  /** The phone number's wiring, its country code included. */
  const phoneField = {
    name: 'phoneNumber',
    dialCodeName: 'dialCode',
    required: true,
    dialCode: values.dialCode,
    onDialCodeChange: (code: string) => setField('dialCode', code),
    value: values.phoneNumber,
    error: errors.phoneNumber,
    onValueChange: (digits: string) => setField('phoneNumber', digits),
  }

  /** "Send me updates on WhatsApp". */
  const whatsappField = {
    checked: values.whatsappUpdates,
    onChange: (checked: boolean) => setField('whatsappUpdates', checked),
  }

  return {
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
    reset,
    honeypot: { value: honeypot, onChange: setHoneypot },
  }
}
