/**
 * A `mailto:` link to `address` with `subject`. The address is encoded like any other part of a
 * URL (issue 48, W5): a `?`, `&` or `%` in it can then only be part of the address, never start
 * the link's own fields (`x?bcc=spy%40evil.example&body=…` would add a stranger's copy and body).
 * The `@` is kept as it is, so mail programs show the address as typed.
 */
export const mailtoHref = (address: string, subject: string) =>
  `mailto:${encodeURIComponent(address).replaceAll('%40', '@')}?subject=${encodeURIComponent(subject)}`
