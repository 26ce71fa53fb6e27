/**
 * Every message a visitor can get for a field, worded once for the forms and the server alike.
 * The texts are the product's own: change them only together with the product copy.
 */
export const validationMessages = {
  fullName: 'Please enter your full name.',
  phoneNumber: 'Please enter your phone number.',
  email: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  serviceType: 'Please select a service type.',
  message: 'Please enter a message.',
  recaptchaToken: 'Please complete the reCAPTCHA verification.',
  trackingNumber: 'Please enter a tracking number.',
}

/**
 * The quote planner's messages, step by step: the planner checks each step with them and the
 * server parses the whole plan with them. The limits are the checks' own, passed in.
 */
export const plannerMessages = {
  moveType: 'Please choose what you are moving.',
  area: 'Please choose an area.',
  country: 'Please choose a country.',
  city: 'Please enter a city.',
  propertyType: 'Please choose a property type.',
  floor: (highest: number) => `Please enter a floor from 0 to ${highest}.`,
  flexibility: 'Please say how flexible the date is.',
  date: 'Please choose a moving date.',
  datePast: 'Please choose a date from today on.',
  home: 'Please choose the size of your home.',
  desks: (most: number) => `Please enter a number of desks from 1 to ${most}.`,
  inventory: 'Please add at least one item.',
  itemCount: (most: number) => `Each item can be counted from 0 to ${most}.`,
  method: 'Please choose how we should contact you.',
  time: 'Please choose a time to contact you.',
  consent: 'Please agree so that we can contact you about your quote.',
}

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
  notFound: 'Not found.',
  methodNotAllowed: 'This method is not allowed here.',
  crossOrigin: 'Enquiries are accepted only from this website.',
  badIdempotencyKey: 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.',
  keyReused: 'This Idempotency-Key was already used for a different enquiry.',
  notObject: 'The enquiry must be a JSON object.',
  unknownField: (name: string) => `Unknown field "${name}".`,
  notString: (name: string) => `The field "${name}" must be a string.`,
  blank: (label: string) => `${label} must not be empty.`,
  tooLong: (label: string, most: number) => `${label} is too long (at most ${most} characters).`,
  phoneDigits: 'Please enter a phone number of 6 to 15 digits.',
  detailsShape: 'The quote details are incomplete or have unknown fields.',
  detailsVolume: 'The volume estimate does not match the listed items.',
  /** How those messages name the fields people fill in. */
  fieldLabels: {
    fullName: 'Full name',
    phoneNumber: 'Phone number',
    email: 'Email',
    serviceType: 'Service type',
    message: 'Message',
    recaptchaToken: 'The reCAPTCHA token',
    trackingNumber: 'Tracking number',
  },
}

/** Field name → message, for every field that failed; empty when all passed. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>

/** What a schema makes of untrusted input: the checked value, or every problem at once. */
export type Parsed<T> =
  | { ok: true; value: T }
  /** `error` is the first problem in form order, for a client that shows only one. */
  | { ok: false; error: string; fields: FieldErrors }

/** A request part's rules: the server's routes declare these and run nothing else on input. */
export type Schema<T> = { parse(input: unknown): Parsed<T> }

/** The API's answer to anything it refuses: `error` for people, `fields` when fields failed. */
export type ErrorBody = { error: string; fields?: FieldErrors }
