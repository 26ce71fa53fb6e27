/**
 * The site's settings, read from `VITE_*` variables. Each has a default describing a fictional
 * company, so a fresh clone runs without any `.env`, and many have a rule their value must follow.
 * The build and the dev server check the rules as they start (vite.config.ts) and stop, naming
 * every bad value; the browser reads the values it was built with, without the rules' weight.
 */
import { EMAIL_PATTERN } from '../../shared/contract/email.ts'

type Env = Record<string, string | undefined>

/** A value's shape, and how the error names it. */
type Rule = readonly [pattern: RegExp, expected: string]

const WEB_ADDRESS: Rule = [
  /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/,
  'an http(s) address such as https://www.example.qa',
]
// Digits with the spaces, dashes, brackets and leading + people write them with.
// The Arabic edition's name and address: a value with no Arabic letter is a setting left in English.
const ARABIC: Rule = [/\p{Script=Arabic}/u, 'text in Arabic script']
const PHONE: Rule = [/^\+?(?:[\s()-]*\d){6,15}[\s()-]*$/, 'a phone number of 6 to 15 digits']

const rules: Record<string, Rule> = {
  VITE_SITE_URL: WEB_ADDRESS,
  VITE_COMPANY_EMAIL: [EMAIL_PATTERN, 'an e-mail address'],
  VITE_COMPANY_PHONES: [PHONE[0], 'a comma-separated list of phone numbers of 6 to 15 digits'],
  VITE_WHATSAPP_NUMBER: PHONE,
  VITE_COMPANY_NAME_AR: ARABIC,
  VITE_ADDRESS_STREET_AR: ARABIC,
  VITE_ADDRESS_AREA_AR: ARABIC,
  VITE_ADDRESS_CITY_AR: ARABIC,
  VITE_ADDRESS_PO_BOX_AR: ARABIC,
  VITE_REVIEWS_URL: WEB_ADDRESS,
  VITE_SOCIAL_FACEBOOK: WEB_ADDRESS,
  VITE_SOCIAL_X: WEB_ADDRESS,
  VITE_SOCIAL_YOUTUBE: WEB_ADDRESS,
  VITE_SOCIAL_INSTAGRAM: WEB_ADDRESS,
  VITE_RECAPTCHA_SITE_KEY: [/^[\w-]+$/, 'a reCAPTCHA site key (letters, digits, - and _)'],
  VITE_API_BASE_URL: [
    /^(https?:\/\/[^\s/?#]+)?\/([^\s?#]*\/)?$/,
    'a path or an http(s) address ending in /, such as /api/',
  ],
}

export type SocialLink = {
  network: 'facebook' | 'instagram' | 'x' | 'youtube' | 'linkedin'
  label: string
  href: string
}

/** Sees each set value, split into its parts when the setting is a list. */
type Check = (name: string, raw: string, parts: string[]) => void

/** Every setting, as the browser reads them: the build has checked them already. */
export function readSiteEnv(source: Env, check?: Check) {
  const read = (name: string, fallback: string) => {
    const raw = source[name]?.trim()
    if (raw) check?.(name, raw, [raw])
    return raw || fallback
  }
  const phonesRaw = source.VITE_COMPANY_PHONES?.trim()
  const phones = (phonesRaw || '+974 4000 1234,+974 5500 6789')
    .split(',')
    .map((phone) => phone.trim())
    .filter(Boolean)
  if (phonesRaw) check?.('VITE_COMPANY_PHONES', phonesRaw, phones)

  return {
    companyName: read('VITE_COMPANY_NAME', 'Pearl Coast Movers'),
    /** Absolute origin used for canonical URLs, share cards and the sitemap. */
    siteUrl: read('VITE_SITE_URL', 'https://www.pearlcoastmovers.qa').replace(/\/+$/, ''),
    email: read('VITE_COMPANY_EMAIL', 'info@pearlcoastmovers.qa'),
    phones: phones as [string, ...string[]],
    /** The first number: the header's and every tel: link's. */
    primaryPhone: phones[0]!,
    whatsappNumber: read('VITE_WHATSAPP_NUMBER', phones[1] ?? phones[0] ?? '').replace(/\D/g, ''),
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
}

/**
 * The company's name and office as Arabic pages write them. Apart from readSiteEnv so that only
 * the Arabic build (src/config/company.ar.ts) and the prerendered structured data carry them.
 */
export function readArabicSiteEnv(source: Env, check?: Check) {
  const read = (name: string, fallback: string) => {
    const raw = source[name]?.trim()
    if (raw) check?.(name, raw, [raw])
    return raw || fallback
  }
  return {
    companyName: read('VITE_COMPANY_NAME_AR', 'بيرل كوست موفرز'),
    address: {
      street: read('VITE_ADDRESS_STREET_AR', 'مكتب 14، مبنى 52، شارع 310، طريق سلوى'),
      area: read('VITE_ADDRESS_AREA_AR', 'السد'),
      city: read('VITE_ADDRESS_CITY_AR', 'الدوحة'),
      country: 'قطر',
      postalCode: read('VITE_ADDRESS_PO_BOX_AR', 'ص.ب 24180'),
    },
  }
}

/** Every setting, every rule checked: a bad value throws one error that names every bad value. */
export function checkSiteEnv(source: Env) {
  const problems: string[] = []
  const check: Check = (name, raw, parts) => {
    const rule = rules[name]
    if (rule && !(parts.length && parts.every((part) => rule[0].test(part))))
      problems.push(`${name} must be ${rule[1]}; got "${raw}".`)
  }
  const settings = { ...readSiteEnv(source, check), arabic: readArabicSiteEnv(source, check) }
  if (problems.length)
    throw new Error(`Invalid site settings (VITE_*):\n${problems.map((p) => `- ${p}`).join('\n')}`)
  return settings
}
