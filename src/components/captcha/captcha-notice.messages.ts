/** The notice's sentences, cut where its links sit; each part carries its own spaces. */
export const protectedBy: string = 'This site is protected by reCAPTCHA and the Google '

export const privacyPolicy: string = 'Privacy Policy'

export const and: string = ' and '

export const termsOfService: string = 'Terms of Service'

export const apply: string = ' apply.'

export const disabled: string =
  'Bot checks are off on this instance: no reCAPTCHA site key is configured.'

export const unavailable: string =
  'The reCAPTCHA check could not load (it may be blocked, or you are offline), so this form cannot be sent right now. What you typed is kept. You can also call us on '

export const or: string = ' or '

export const whatsapp: string = 'chat on WhatsApp'

export const end: string = '.'
