import type { Attribution } from '@contract/attribution'
import type { EnquiryLocale } from '@contract/enquiry'
import type { Milestone, MoveLeg } from '@contract/jobs'
import type { LeadStatus } from '@contract/leads'
import type { QuoteFollowUp } from '@contract/quote-pipeline'
import type { ShipmentField } from '@contract/shipments'
import type { StaffMember } from '@contract/staff'
import type { QuoteDetails } from '@/lib/quote-details'
import { locale } from '@/i18n/current'

import * as text from './console.messages'

/** A refusal from the staff API, with its words (already in the console's language). */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The refusal's other fields, such as `reasonNeeded` when an admin may give a reason. */
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

/**
 * The staff API, same origin. Changes go as JSON, which with the browser's own Origin header is
 * what the server asks of every change; the session cookie rides along by itself.
 */
export async function staffApi<T>(
  path: string,
  body?: unknown,
  /** A whole record replaced (a quote's draft) is a PUT; every other change a POST. */
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  let response: Response
  try {
    response = await fetch(`/api/staff/${path}`, {
      method: body === undefined ? 'GET' : method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'accept-language': locale,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new StaffApiError(0, text.networkError)
  }
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string }
  if (!response.ok)
    throw new StaffApiError(response.status, answer.error ?? text.networkError, answer)
  return answer
}

export type Session = {
  id: number
  createdAt: number
  lastSeenAt: number
  ip: string
  userAgent: string
  current: boolean
}

export type Member = StaffMember & { disabled: boolean }

export type AuditEntry = {
  id: number
  at: number
  actorId: number | null
  actorName: string | null
  ip: string
  action: string
  recordType?: string
  recordId: string | null
  before?: Record<string, unknown>
  after?: Record<string, unknown>
}

/** A lead as the inbox reads it: the stored enquiry (or planned quote) and where it stands. */
export type Lead = {
  id: number
  fullName: string
  phoneNumber: string
  email: string
  serviceType: string
  message: string
  refererUrl: string | null
  submittedUrl: string
  trackingNumber: string | null
  locale: EnquiryLocale
  recaptchaScore: number | null
  reviewReason: string | null
  details: QuoteDetails | null
  createdAt: string
  status: LeadStatus
  lostReason: string | null
  assignedTo: number | null
  contactedAt: number | null
  attribution: Attribution | null
  /** utm_source, else the referring host, else 'direct'; null before the site kept visits. */
  source: string | null
  /** The inbox's follow-up marks from the lead's sent quotes (issue 53); absent on one lead. */
  followUp?: QuoteFollowUp[]
  /** Customers' WhatsApp messages nobody read (issue 54); in the inbox, with WhatsApp set up. */
  whatsappUnread?: number
  /** On one lead: whether WhatsApp is set up, so its page shows the thread. */
  whatsapp?: boolean
}

export type LeadNote = { id: number; authorName: string; body: string; at: number }

export type Assignee = { id: number; name: string }

/** How new leads are reaching the company's CRM, and WhatsApp messages their customers (GET /api/staff/deliveries). */
export type Deliveries = {
  webhook: {
    configured: boolean
    pending: number
    /** Undelivered leads that failed at least once. */
    retrying: number
    /** Leads given up after every attempt. */
    failed: number
    lastError: string | null
  }
  /** Absent from a server without WhatsApp's part (issue 54). */
  whatsapp?: {
    configured: boolean
    /** Messages waiting for another try after a failure. */
    retrying: number
    /** Messages Meta refused, or given up, in the last seven days. */
    failed: number
    /** Meta's words for the newest failure. */
    lastError: string | null
  }
}

/** A shipment as the desk's list shows it (GET /api/staff/shipments). */
export type ShipmentRow = {
  id: number
  trackingId: string
  customerName: string | null
  contactNumber: string | null
  origin: string | null
  destination: string | null
  cargoType: string | null
  dateOfArrival: string | null
  stage: Milestone | null
  nextDue: string | null
  lastPostedAt: number | null
  quiet: boolean
  overdue: boolean
  /** Its move holds a leg of another customer. */
  mixedMove: boolean
}

export type ShipmentsPage = { shipments: ShipmentRow[]; next: string | null; quiet: number }

export type ShipmentUpdate = {
  id: number
  status_content: string
  status_date: string
  status_time: string | null
  milestone: Milestone | null
  location: string | null
  /** Staff's Arabic note, shown to Arabic readers instead of `status_content`. */
  status_content_ar: string | null
}

/** One shipment (GET /api/staff/shipments/:trackingId). */
export type ShipmentDetail = {
  shipment: Record<ShipmentField, string | number | null> & {
    tracking_id: string
    stage: Milestone | null
    /** The lead it was made from, if it was. */
    lead_id: number | null
    quiet: boolean
    overdue: boolean
  }
  updates: ShipmentUpdate[]
  /** Confirmed subscribers a new stage would e-mail. */
  subscribers: number
  /** The other legs of its move, if it is one leg of a move; customers see only the same customer's. */
  legs: Array<MoveLeg & { sameCustomer: boolean }>
}

/** A won lead no shipment was made from yet, as operations pick one. */
export type WonLead = { id: number; name: string; service: string; createdAt: number }

/** One row of a CSV of updates, as the dry run (or the apply) answers it. */
export type ImportedRow = {
  row: number
  trackingId: string
  stage?: { before: string | null; after: string | null }
  emails?: number
  errors?: Record<string, string>
}
export type ImportAnswer = { applied: boolean; rows: ImportedRow[]; count: number }
