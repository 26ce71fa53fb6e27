/**
 * The readable reference of a stored enquiry (`PCM-26-000123`), with the company's initials as
 * this build of the site names the company, so the e-mail and the pages agree.
 */
import { leadReference, referencePrefix } from '@contract/reference.ts'
import { readSiteEnv } from '../../../src/config/site-env.ts'

const site = readSiteEnv(import.meta.env as unknown as Record<string, string | undefined>)
const prefix = referencePrefix(site.companyName)

export const referenceOf = (lead: { id: number; createdAt: string | number }) =>
  leadReference(lead.id, lead.createdAt, prefix)
