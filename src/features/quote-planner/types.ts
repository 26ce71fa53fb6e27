import type { MoveType } from '@/content/quote-planner'
import type { QuoteDetails } from '@/lib/quote-details'

/** What the planner holds while a visitor fills it in; the hook and the rules share it. */
export type PlannerContact = {
  fullName: string
  dialCode: string
  phone: string
  email: string
  notes: string
  consent: boolean
  /** "Send me updates on WhatsApp" (issue 54); off until ticked. */
  whatsappUpdates: boolean
}

export type PlannerDraft = Omit<QuoteDetails, 'moveType' | 'volume' | 'shipping'> & {
  moveType: MoveType | ''
  step: number
  person: PlannerContact
  /** The deep link already applied (deep-link.ts), so a reload keeps the visitor's own changes. */
  link?: string
}
