/**
 * What the quote planner checks at each step and the details it sends, apart from its state
 * (use-quote-planner.ts), so they load with the later steps rather than with the first screen.
 */
import type { MoveType, PlannerStepId } from '@/content/quote-planner'
import { qatarToday } from '@/lib/qatar-today'
import {
  estimateVolume,
  suggestShipping,
  validateContactPreferences,
  validatePlace,
  validateSize,
  validateWhen,
  type PlannerErrors,
  type QuoteDetails,
} from '@/lib/quote-details'
import { EMAIL_PATTERN } from '@contract/email'
import { validationMessages } from '@contract/messages'
import { plannerMessages } from '@contract/planner-messages'

import type { PlannerContact, PlannerDraft } from './types'

export { describeQuote } from '@/lib/quote-summary'

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
export function validateStep(id: PlannerStepId, draft: PlannerDraft): PlannerErrors {
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
