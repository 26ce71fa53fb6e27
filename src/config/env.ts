/**
 * Every value a deployment may change lives here, read once from `VITE_*` variables.
 * Defaults describe a fictional company so a fresh clone runs without any `.env`.
 */
type Env = Record<string, string | undefined>

const source: Env = import.meta.env as unknown as Env

function read(name: string, fallback: string): string {
  const value = source[name]?.trim()
  return value ? value : fallback
}

function readList(name: string, fallback: string[]): string[] {
  const value = source[name]?.trim()
  return value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : fallback
}

export type SocialLink = {
  network: 'facebook' | 'instagram' | 'x' | 'youtube' | 'linkedin'
  label: string
  href: string
}

const digitsOnly = (phone: string) => phone.replace(/\D/g, '')

const phones = readList('VITE_COMPANY_PHONES', ['+974 4000 1234', '+974 5500 6789'])

export const siteConfig = {
  companyName: read('VITE_COMPANY_NAME', 'Pearl Coast Movers'),
  /** Absolute origin used for canonical URLs, share cards and the sitemap. */
  siteUrl: read('VITE_SITE_URL', 'https://www.pearlcoastmovers.qa').replace(/\/+$/, ''),
  email: read('VITE_COMPANY_EMAIL', 'info@pearlcoastmovers.qa'),
  phones: phones as [string, ...string[]],
  primaryPhone: phones[0] ?? '+974 4000 1234',
  whatsappNumber: digitsOnly(
    read('VITE_WHATSAPP_NUMBER', phones[1] ?? phones[0] ?? '+974 5500 6789'),
  ),
  address: {
    street: read('VITE_ADDRESS_STREET', 'Office 14, Building 52, Street 310, Salwa Road'),
    area: read('VITE_ADDRESS_AREA', 'Al Sadd'),
    city: read('VITE_ADDRESS_CITY', 'Doha'),
    country: 'Qatar',
    postalCode: read('VITE_ADDRESS_PO_BOX', 'P.O. Box 24180'),
  },
  reviewsUrl: read(
    'VITE_REVIEWS_URL',
    'https://www.google.com/maps/search/?api=1&query=Pearl+Coast+Movers+Doha',
  ),
  socialLinks: [
    {
      network: 'facebook',
      label: 'Facebook',
      href: read('VITE_SOCIAL_FACEBOOK', 'https://www.facebook.com/pearlcoastmovers'),
    },
    {
      network: 'x',
      label: 'X (Twitter)',
      href: read('VITE_SOCIAL_X', 'https://x.com/pearlcoastqa'),
    },
    {
      network: 'youtube',
      label: 'YouTube',
      href: read('VITE_SOCIAL_YOUTUBE', 'https://www.youtube.com/@pearlcoastmovers'),
    },
    {
      network: 'instagram',
      label: 'Instagram',
      href: read('VITE_SOCIAL_INSTAGRAM', 'https://www.instagram.com/pearlcoastmovers'),
    },
  ] satisfies SocialLink[],
  /** Google reCAPTCHA v3 site key ({key}); empty in local development. */
  recaptchaSiteKey: read('VITE_RECAPTCHA_SITE_KEY', ''),
  /** Base of the backend API ({host}/api/); same-origin by default. */
  apiBaseUrl: read('VITE_API_BASE_URL', '/api/'),
} as const

export type SiteConfig = typeof siteConfig

export const telHref = (phone: string) => `tel:+${digitsOnly(phone)}`
export const whatsappHref = () => `https://wa.me/${siteConfig.whatsappNumber}`
