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
