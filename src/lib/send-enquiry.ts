import { locale } from '@/i18n/current'

import { api } from './api-client'
import { readAttribution } from './attribution'

/**
 * The enquiry's request, loaded only when a visitor sends one (submit-enquiry.ts). It records the
 * language, so sales answer in it, and the visit it came from, when the browser kept one.
 */
export async function sendEnquiry(
  endpoint: string,
  /** The checked `EnquiryPayload` (submit-enquiry.ts). */
  payload: object,
  idempotencyKey: string,
): Promise<unknown> {
  const response = await api.post(
    endpoint,
    { ...payload, locale, attribution: readAttribution() },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  )
  return response.data
}
