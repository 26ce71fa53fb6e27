/**
 * What the API answers a request it refuses for anything but a field's content: the request
 * itself, the enquiry's origin and retry key, and a body the forms would never send.
 */
export const serverMessages = {
  notJson: 'Send the enquiry as JSON (Content-Type: application/json).',
  badJson: 'The request body is not valid JSON.',
  tooLarge: (kilobytes: number) => `The request body is too large (at most ${kilobytes} KB).`,
  tooMany: 'Too many requests. Please wait a minute and try again.',
  server: 'Something went wrong on our side. Please try again.',
  limitsUnavailable:
    'This is paused for a moment while we restore a service on our side. Please try again in a minute.',
  notFound: 'Not found.',
  methodNotAllowed: 'This method is not allowed here.',
  crossOrigin: 'Enquiries are accepted only from this website.',
  foreignOrigin: 'This request is accepted only from this website.',
  jsonOnly: 'Send the request as JSON (Content-Type: application/json).',
  badUrl: 'This web address is not valid.',
  unreadable: 'The request could not be read. Please try again.',
  tooSlow: 'The request took too long to arrive. Please try again.',
  headersTooLarge: 'The request’s headers are too large.',
  badHealthToken:
    'This health token is not valid. Send the one HEALTH_TOKEN sets, as a Bearer token.',
  badIdempotencyKey: 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.',
  keyReused: 'This Idempotency-Key was already used for a different enquiry.',
  notObject: 'The enquiry must be a JSON object.',
  unknownField: (name: string) => `Unknown field "${name}".`,
  notString: (name: string) => `The field "${name}" must be a string.`,
  blank: (label: string) => `${label} must not be empty.`,
  tooLong: (label: string, most: number) => `${label} is too long (at most ${most} characters).`,
  singleLine: (label: string) =>
    `${label} must be on one line, without tabs or text-direction control characters.`,
  httpUrl: (label: string) => `${label} must be a web address starting with http:// or https://.`,
  captchaUnavailable:
    'We could not run the spam check just now. Your enquiry is still in the form: please send it again in a minute.',
  formsBusy:
    'Too many enquiries were sent without JavaScript in the last hour. Please turn JavaScript on and send it again, or call us.',
  phoneDigits: 'Please enter a phone number of 6 to 15 digits.',
  locale: 'The locale must be "en" or "ar".',
  attributionNotObject: 'The attribution must be a JSON object of text fields.',
  yesOrNo: (name: string) => `The field "${name}" must be true or false.`,
  /** How those messages name the fields people fill in. */
  fieldLabels: {
    fullName: 'Full name',
    phoneNumber: 'Phone number',
    email: 'Email',
    serviceType: 'Service type',
    message: 'Message',
    recaptchaToken: 'The reCAPTCHA token',
    trackingNumber: 'Tracking number',
    refererUrl: 'The page address',
    submittedUrl: 'The page address',
    landingPage: 'The landing page',
    referrer: 'The referring site',
    utmSource: 'The campaign source (utm_source)',
    utmMedium: 'The campaign medium (utm_medium)',
    utmCampaign: 'The campaign name (utm_campaign)',
    utmTerm: 'The campaign keyword (utm_term)',
    utmContent: 'The campaign content (utm_content)',
    gclid: 'The Google Ads click id (gclid)',
  },
}

/** The server's refusals of a quote plan whose shape or sums the planner would never send. */
export const detailsMessages = {
  shape: 'The quote details are incomplete or have unknown fields.',
  volume: 'The volume estimate does not match the listed items.',
}
