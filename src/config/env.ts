/**
 * Every value a deployment may change, read once from `VITE_*` variables by the rules in
 * site-env.ts, which the build has already checked.
 */
import { readSiteEnv } from './site-env'

export type { SocialLink } from './site-env'

export const siteConfig = readSiteEnv(
  import.meta.env as unknown as Record<string, string | undefined>,
)

export const telHref = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`
export const whatsappHref = () => `https://wa.me/${siteConfig.whatsappNumber}`
