/**
 * New leads to the company's CRM: each stored enquiry is POSTed as JSON to LEADS_WEBHOOK_URL,
 * signed as the Standard Webhooks specification says (https://www.standardwebhooks.com/), so the
 * CRM, or any of the spec's libraries, can check it came from us and is not a replay. It is not an
 * e-mail: the outbox hands it here rather than to the mailer.
 */
import { createHmac } from 'node:crypto'

import { describeQuote } from '../../../src/lib/quote-summary.ts'

import type { Config } from '../config.ts'
import type { Enquiry } from '../leads/index.ts'

/** What the outbox row of a lead's CRM message holds: its id, the same on every attempt. */
export type LeadWebhookPayload = { kind: 'lead-webhook'; webhookId: string }

/**
 * How the text of every lead-webhook payload begins (`kind` is its first key), so their outbox
 * rows are found without a column of their own.
 */
export const LEAD_WEBHOOK_PAYLOAD_START = '{"kind":"lead-webhook",'

/**
 * The JSON the CRM receives, built from the stored enquiry: `timestamp` is when the lead arrived
 * (not when this attempt is made), so every copy of one message has the same body.
 */
function leadEvent(enquiry: Enquiry) {
  return {
    type: 'lead.created',
    timestamp: enquiry.createdAt,
    data: {
      id: enquiry.id,
      createdAt: enquiry.createdAt,
      fullName: enquiry.fullName,
      phoneNumber: enquiry.phoneNumber,
      email: enquiry.email,
      serviceType: enquiry.serviceType,
      message: enquiry.message,
      /** The language of the page it was sent from: the one to answer in. */
      locale: enquiry.locale,
      trackingNumber: enquiry.trackingNumber,
      pageUrl: enquiry.submittedUrl,
      refererUrl: enquiry.refererUrl,
      /** Why to check it before replying (low bot-check score, no bot check); null when clean. */
      reviewReason: enquiry.reviewReason,
      /** Where the visit began (landing page, referring site, campaign tags), when the site knew. */
      attribution: enquiry.attribution,
      /** A quote planner request: its one-line summary and everything the visitor planned. */
      quote: enquiry.details
        ? { summary: describeQuote(enquiry.details), details: enquiry.details }
        : null,
    },
  }
}

/** `webhook-signature`: HMAC-SHA256 over `id.timestamp.body`, base64, as version 1. */
export const webhookSignature = (key: Buffer, id: string, timestamp: number, body: string) =>
  `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`

export type LeadWebhook = { send(webhookId: string, enquiry: Enquiry): Promise<void> }

/** Well within the outbox's lease, so a hung CRM fails the attempt instead of holding the lead. */
const TIMEOUT_MS = 5_000

/** Why an attempt got no answer, in words that hold no customer data (nor the CRM's address). */
function unreachable(error: unknown, timeoutMs: number) {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `the CRM did not answer within ${timeoutMs} ms`
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code
  return `the CRM could not be reached (${typeof code === 'string' ? code : String(error)})`
}

/** Sends leads to the CRM; a thrown error fails the attempt and the outbox retries it. */
export function createLeadWebhook(
  { url, key }: NonNullable<Config['leadWebhook']>,
  timeoutMs = TIMEOUT_MS,
): LeadWebhook {
  return {
    async send(webhookId, enquiry) {
      const body = JSON.stringify(leadEvent(enquiry))
      const timestamp = Math.floor(Date.now() / 1000)
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'webhook-id': webhookId,
            'webhook-timestamp': String(timestamp),
            'webhook-signature': webhookSignature(key, webhookId, timestamp, body),
          },
          body,
          // A redirect is a failure, not a new address: the lead goes only where it was sent.
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        throw new Error(unreachable(error, timeoutMs))
      }
      // Only the status counts; the body is let go so the connection is free again.
      await response.body?.cancel()
      if (response.status < 200 || response.status > 299)
        throw new Error(`the CRM answered HTTP ${response.status}`)
    },
  }
}
