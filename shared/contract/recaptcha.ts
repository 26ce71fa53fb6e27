/**
 * The reCAPTCHA v3 action the browser asks a token for and the server insists on. A module of its
 * own: the page shell needs it, and nothing else of the contract.
 */
export const RECAPTCHA_ACTION = 'contact_form'
