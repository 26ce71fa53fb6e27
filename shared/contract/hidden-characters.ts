/**
 * Characters staff cannot see and customers should never be sent (issue 48, W6 and N2): control
 * characters such as NUL, which databases and mail relays cut text at; the bidi embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), which reorder what is shown
 * ("Evil\u202Emoc.elgoog") on the public page and in e-mails; and half a character (a lone
 * surrogate), which no encoding can store. Each refusal says which, so nobody is told a short note
 * is "too long". Line breaks and tabs are for the caller to allow (notes) or not (isSingleLine).
 */
import { staffMessages } from './staff-messages.ts'

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** What is wrong with `text` in the staff's words, or null when it holds none of these. */
export function hiddenCharacterProblem(text: string): string | null {
  if (CONTROL.test(text)) return staffMessages.controlCharacter
  if (BIDI_CONTROL.test(text)) return staffMessages.bidiControl
  if (LONE_SURROGATE.test(text)) return staffMessages.brokenCharacter
  return null
}
