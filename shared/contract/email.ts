/**
 * An e-mail address as every form, the API and the mailer take it: one `@`, a domain with a dot,
 * and none of the characters that make a mailer read one field as several addresses or a name
 * (`, < > ; : " ( ) [ ] \`), nor those that end an address in a mail link and start its headers
 * (`? & %`: `x?bcc=spy%40evil.example&body=hi@example.com` would open a draft to "x" with a
 * stranger's copy and body), no spaces, control or bidi characters. A module of its own: the page
 * shell checks the configured address with it, and needs nothing else of the contract.
 */
const NOT_IN_ADDRESS = '\\s@,<>;:"()[\\]\\\\?&%\\u0000-\\u001f\\u007f\\u202a-\\u202e\\u2066-\\u2069'

export const EMAIL_PATTERN = new RegExp(
  `^[^${NOT_IN_ADDRESS}]+@(?:[^${NOT_IN_ADDRESS}.]+\\.)+[^${NOT_IN_ADDRESS}.]+$`,
)

/** The longest address SMTP carries (RFC 5321's path limit, less its brackets). */
export const MAX_EMAIL = 254
