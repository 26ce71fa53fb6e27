import { useCallback, useEffect, useRef, useState } from 'react'

import { moveTypes, plannerSteps, type MoveType, type PlannerStepId } from '@/content/quote-planner'
import { ApiError } from '@/lib/api-error'
import { DEFAULT_DIAL_CODE, internationalNumber } from '@/lib/phone'
import {
  estimateVolume,
  plannerMessages,
  qatarToday,
  suggestShipping,
  validateContactPreferences,
  validatePlace,
  validateSize,
  validateWhen,
  type PlannerErrors,
  type QuoteDetails,
} from '@/lib/quote-details'
import { EMAIL_PATTERN, validationMessages } from '@/lib/validation'

import { submitEnquiry } from './api/submit-enquiry'
import { useCaptcha } from './captcha/captcha-context'
import { describeQuote } from '@/lib/quote-summary'

export type PlannerContact = {
  fullName: string
  dialCode: string
  phone: string
  email: string
  notes: string
  consent: boolean
}

export type PlannerDraft = Omit<QuoteDetails, 'moveType' | 'volume' | 'shipping'> & {
  moveType: MoveType | ''
  step: number
  person: PlannerContact
}

const emptyPlace = {
  area: '',
  country: '',
  city: '',
  propertyType: '',
  floor: 0,
  lift: false,
} as const

export const emptyDraft: PlannerDraft = {
  step: 0,
  moveType: '',
  from: { region: 'qatar', ...emptyPlace },
  to: { region: 'qatar', ...emptyPlace },
  when: { flexibility: 'exact', date: '' },
  size: { kind: 'home', home: '' },
  specialItems: [],
  contact: { method: 'call', time: 'anytime' },
  person: {
    fullName: '',
    dialCode: DEFAULT_DIAL_CODE.code,
    phone: '',
    email: '',
    notes: '',
    consent: false,
  },
}

export const PLANNER_DRAFT_KEY = 'quote-planner-draft'
export const PLANNER_FAILURE_MESSAGE = 'Your quote request could not be sent. Please try again.'

function readDraft(): PlannerDraft | null {
  try {
    const raw = sessionStorage.getItem(PLANNER_DRAFT_KEY)
    return raw ? { ...emptyDraft, ...(JSON.parse(raw) as Partial<PlannerDraft>) } : null
  } catch {
    return null
  }
}

const isBlank = (value: string) => value.trim() === ''

function validatePerson(person: PlannerContact): PlannerErrors {
  const errors: PlannerErrors = {}
  if (isBlank(person.fullName)) errors['person.fullName'] = validationMessages.fullName
  if (isBlank(person.phone)) errors['person.phone'] = validationMessages.phoneNumber
  if (isBlank(person.email)) errors['person.email'] = validationMessages.email
  else if (!EMAIL_PATTERN.test(person.email.trim()))
    errors['person.email'] = validationMessages.emailInvalid
  if (!person.consent) errors['person.consent'] = plannerMessages.consent
  return errors
}

/** Each step checks only its own fields when the visitor presses Next. */
function validateStep(id: PlannerStepId, draft: PlannerDraft): PlannerErrors {
  switch (id) {
    case 'what':
      return draft.moveType ? {} : { moveType: plannerMessages.moveType }
    case 'route':
      return { ...validatePlace(draft.from, 'from'), ...validatePlace(draft.to, 'to') }
    case 'when':
      return validateWhen(draft.when, qatarToday())
    case 'size':
      return validateSize(draft.size)
    case 'contact':
      return { ...validatePerson(draft.person), ...validateContactPreferences(draft.contact) }
    case 'review':
      return {}
  }
}

export function toDetails(draft: PlannerDraft & { moveType: MoveType }): QuoteDetails {
  const volume = estimateVolume(draft.moveType, draft.size, draft.specialItems)
  return {
    moveType: draft.moveType,
    from: draft.from,
    to: draft.to,
    when: draft.when,
    size: draft.size,
    specialItems: draft.specialItems,
    volume,
    shipping: suggestShipping(draft.moveType, volume, draft.specialItems),
    contact: draft.contact,
  }
}

const newKey = () => crypto.randomUUID()

/**
 * The planner's state: one draft, saved on every change (it survives a reload and a closed
 * dialog), a step index, and the errors of the step the visitor tried to leave.
 */
export function useQuotePlanner({ onSuccess }: { onSuccess: (reference: number | null) => void }) {
  const captcha = useCaptcha()
  const [draft, setDraft] = useState<PlannerDraft>(emptyDraft)
  const [errors, setErrors] = useState<PlannerErrors>({})
  const [formError, setFormError] = useState<string>()
  const [submitting, setSubmitting] = useState(false)
  const idempotencyKey = useRef(newKey())
  const refererUrl = useRef(typeof window === 'undefined' ? '' : window.location.href)

  useEffect(() => {
    const saved = readDraft()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- restored after hydration
    if (saved) setDraft(saved)
  }, [])

  const update = useCallback(
    (change: (previous: PlannerDraft) => PlannerDraft, touched: string[] = []) => {
      setDraft((previous) => {
        const next = change(previous)
        sessionStorage.setItem(PLANNER_DRAFT_KEY, JSON.stringify(next))
        return next
      })
      if (touched.length)
        setErrors((previous) => {
          const next = { ...previous }
          for (const key of Object.keys(next))
            if (touched.some((field) => key === field || key.startsWith(`${field}.`)))
              delete next[key]
          return next
        })
      setFormError(undefined)
      captcha.load()
    },
    [captcha],
  )

  const step = plannerSteps[draft.step] ?? plannerSteps[0]

  const goTo = (index: number) => update((previous) => ({ ...previous, step: index }))

  /** Returns the errors found, so the caller can move focus to the first invalid field. */
  function next(): PlannerErrors {
    const found = validateStep(step.id, draft)
    setErrors(found)
    if (Object.keys(found).length === 0) goTo(Math.min(draft.step + 1, plannerSteps.length - 1))
    return found
  }

  function back() {
    setErrors({})
    goTo(Math.max(draft.step - 1, 0))
  }

  async function submit() {
    if (submitting || !draft.moveType) return
    for (const [index, { id }] of plannerSteps.entries()) {
      const found = validateStep(id, draft)
      if (Object.keys(found).length) {
        setErrors(found)
        goTo(index)
        return
      }
    }
    setSubmitting(true)
    setFormError(undefined)
    try {
      const token = captcha.enabled ? await captcha.getFreshToken() : null
      if (captcha.enabled && !token) {
        setFormError(validationMessages.recaptchaToken)
        return
      }
      const details = toDetails({ ...draft, moveType: draft.moveType })
      const serviceType =
        moveTypes.find((type) => type.id === draft.moveType)?.serviceType ?? 'localMove'
      const response = await submitEnquiry(
        {
          fullName: draft.person.fullName.trim(),
          phoneNumber: internationalNumber(draft.person.dialCode, draft.person.phone),
          email: draft.person.email.trim(),
          serviceType,
          message: draft.person.notes.trim() || describeQuote(details),
          refererUrl: refererUrl.current,
          submittedUrl: window.location.href,
          ...(token ? { recaptchaToken: token } : {}),
          details,
        },
        idempotencyKey.current,
      )
      sessionStorage.removeItem(PLANNER_DRAFT_KEY)
      captcha.clearToken()
      idempotencyKey.current = newKey()
      setDraft(emptyDraft)
      const id = (response as { id?: unknown } | null)?.id
      onSuccess(typeof id === 'number' ? id : null)
    } catch (error) {
      console.error('Quote request failed', error)
      setFormError(
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : PLANNER_FAILURE_MESSAGE,
      )
    } finally {
      setSubmitting(false)
    }
  }

  return { draft, update, step, errors, formError, submitting, next, back, goTo, submit }
}

export type QuotePlanner = ReturnType<typeof useQuotePlanner>
