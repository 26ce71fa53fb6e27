import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'

import { moveTypes, plannerSteps } from '@/content/quote-planner'
import { ApiError } from '@/lib/api-error'
import type { PlannerErrors } from '@/lib/quote-details'
import { validationMessages } from '@contract/messages'
import { DEFAULT_DIAL_CODE, internationalNumber } from '@contract/phone'

import { submitEnquiry } from '@/lib/submit-enquiry'
import { useCaptcha } from '@/components/captcha/captcha-context'
import { applyDeepLink, readDeepLink } from './deep-link'
import type { PlannerDraft } from './types'
import * as text from './use-quote-planner.messages'

/** The checks and the estimate come with the later steps' chunk (the first step needs neither). */
const loadRules = () => import('./quote-planner-rules')

const emptyPlace = {
  area: '',
  country: '',
  city: '',
  propertyType: '',
  floor: 0,
  lift: false,
} as const

const emptyDraft: PlannerDraft = {
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
    whatsappUpdates: false,
  },
}

export const PLANNER_DRAFT_KEY = 'quote-planner-draft'

function readDraft(): PlannerDraft | null {
  try {
    const raw = sessionStorage.getItem(PLANNER_DRAFT_KEY)
    return raw ? { ...emptyDraft, ...(JSON.parse(raw) as Partial<PlannerDraft>) } : null
  } catch {
    return null
  }
}

const newKey = () => crypto.randomUUID()

/**
 * The planner's state: one draft, saved on every change (it survives a reload and a closed
 * dialog) and started with the choices of the page's deep link (deep-link.ts), a step index, and
 * the errors of the step the visitor tried to leave.
 */
export function useQuotePlanner({ onSuccess }: { onSuccess: (reference: number | null) => void }) {
  const captcha = useCaptcha()
  const [draft, setDraft] = useState<PlannerDraft>(emptyDraft)
  const [errors, setErrors] = useState<PlannerErrors>({})
  const [formError, setFormError] = useState<string>()
  const [submitting, setSubmitting] = useState(false)
  const idempotencyKey = useRef(newKey())
  const refererUrl = useRef(typeof window === 'undefined' ? '' : window.location.href)

  const { search } = useLocation()

  useEffect(() => {
    const saved = readDraft() ?? emptyDraft
    const linked = applyDeepLink(saved, readDeepLink(search))
    if (linked !== saved) sessionStorage.setItem(PLANNER_DRAFT_KEY, JSON.stringify(linked))
    // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration, which renders the empty draft as prerendered
    setDraft(linked)
  }, [search])

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

  /** Changes some fields of one part of the draft, clearing the errors of the `touched` ones. */
  const patch = <Part extends 'from' | 'to' | 'when' | 'person' | 'contact'>(
    part: Part,
    change: Partial<PlannerDraft[Part]>,
    touched: string[],
  ) => update((previous) => ({ ...previous, [part]: { ...previous[part], ...change } }), touched)

  const step = plannerSteps[draft.step] ?? plannerSteps[0]

  const goTo = (index: number) => update((previous) => ({ ...previous, step: index }))

  /** Resolves to the errors found, so the caller can move focus to the first invalid field. */
  async function next(): Promise<PlannerErrors> {
    const { validateStep } = await loadRules()
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
    const { describeQuote, toDetails, validateStep } = await loadRules()
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
          // A draft kept from before the box existed has no answer: off.
          whatsappUpdates: draft.person.whatsappUpdates === true,
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
        error instanceof ApiError && error.serverMessage ? error.serverMessage : text.failure,
      )
    } finally {
      setSubmitting(false)
    }
  }

  return { draft, update, patch, step, errors, formError, submitting, next, back, goTo, submit }
}

export type QuotePlanner = ReturnType<typeof useQuotePlanner>
