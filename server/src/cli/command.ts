import { signInLinkSchema } from '@contract/staff.ts'
import type { AuditEntry } from '../audit/index.ts'
import type { Repository } from '../repository.ts'

/** A mistake in how a command was called: the CLI says it, then prints the help. */
export class UsageError extends Error {}

/** What a command that works on the database gets; cli.ts parses every group's options once. */
export type CommandInput = {
  repo: Repository
  values: Record<string, string | boolean | undefined>
  positionals: string[]
  /** The value of a string option, if given. */
  text: (name: string) => string | undefined
  staff: { siteUrl: string; mails: boolean }
  /** Who the audit trail says did it: the member `--as` names, else the system user. */
  by: (action: string) => AuditEntry
}

/** One group of commands: its lines of the help, the options it takes, and its commands. */
export type CommandGroup = {
  usage: string
  textOptions: readonly string[]
  flags: readonly string[]
  commands: Record<string, (input: CommandInput) => Promise<void>>
}

export const kebab = (column: string) => column.replaceAll('_', '-')

// Controls (C0, C1) and bidi overrides/isolates: in a terminal they could move the cursor, recolour
// or reorder what staff read, e.g. to hide the real e-mail address behind a fake one.
const UNSAFE_FOR_TERMINAL =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * Customer text made inert for a terminal: each unsafe character shown as its code, \u{…}. Line
 * breaks and tabs stay only where a record may span lines (CSV cells), never in one-line lists.
 */
export const terminalSafe = (text: string, keepLineBreaks = false) =>
  text.replace(UNSAFE_FOR_TERMINAL, (char) =>
    keepLineBreaks && '\t\n\r'.includes(char) ? char : `\\u{${char.codePointAt(0)?.toString(16)}}`,
  )

/** The audit trail's name for the command line run without `--as`: no account, the server's own. */
export const SYSTEM_USER = 'system (command line)'

/**
 * Who the command line acts as in the audit trail: the active staff member whose e-mail `--as`
 * gives, so the trail names a person, or, without `--as`, the system user. An address that names
 * no account, or a disabled one, is refused before anything is done.
 */
export async function commandLineActor(
  repo: Pick<Repository, 'staffMemberByEmail'>,
  email: string | undefined,
): Promise<(action: string) => AuditEntry> {
  if (email === undefined)
    return (action) => ({ actorId: null, actorName: SYSTEM_USER, ip: 'cli', action })
  const address = signInLinkSchema.parse({ email })
  if (!address.ok) throw new UsageError(`--as: ${address.error}`)
  const member = await repo.staffMemberByEmail(address.value.email)
  if (!member) throw new UsageError(`--as ${email}: no staff account has this e-mail address.`)
  if (member.disabled) throw new UsageError(`--as ${email}: this staff account is disabled.`)
  return (action) => ({ actorId: member.id, actorName: member.name, ip: 'cli', action })
}
