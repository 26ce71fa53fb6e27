import { paths } from '@/config/paths'

/** The thank-you page shows the request's reference when the server returned one. */
export const thankYouHref = (reference: number | null) =>
  reference === null ? paths.thankYou.getHref() : `${paths.thankYou.getHref()}?ref=${reference}`
