import { leadReference, referencePrefix } from '@contract/reference'
import { siteConfig } from '@/config/env'

const prefix = referencePrefix(siteConfig.companyName)

/** A lead's reference as the customer read it on the thank-you page and in their e-mail. */
export const referenceOf = (lead: { id: number; createdAt: string }) =>
  leadReference(lead.id, lead.createdAt, prefix)
