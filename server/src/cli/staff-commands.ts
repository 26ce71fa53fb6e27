import { newStaffMemberSchema, signInLinkSchema } from '@contract/staff.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import type { Repository } from '../repository.ts'
import type { AuditLine } from '../audit/index.ts'
import { addMember, issueLink } from '../people/index.ts'

import { terminalSafe, UsageError, type CommandGroup, type CommandInput } from './command.ts'

const usage = `  staff add --email E --name N --role admin|sales|operations
        add a staff account and print its one-time enrolment link (24 hours); with SMTP_URL
        set, the link is also e-mailed through the outbox
  staff link --email E            a new enrolment link for an account (a lost or new device)
  staff disable --email E         disable an account and end its sessions (staff enable undoes it)
  staff list                      the staff accounts
  audit [--action A] [--limit N]  the audit trail, newest first (default 50 lines)`

async function staffCommand(
  repo: Repository,
  settings: { siteUrl: string; mails: boolean },
  [sub, ...rest]: string[],
  text: (name: string) => string | undefined,
  by: CommandInput['by'],
) {
  const mailed = (to: { email: string }) => {
    if (settings.mails) console.log(`A link of its own is also queued for e-mail to ${to.email}.`)
  }
  if (rest.length) throw new UsageError(`Unexpected "${rest[0]}".`)
  if (sub === 'list') {
    for (const member of await repo.staffMembers())
      console.log(
        terminalSafe(
          `#${member.id}  ${member.role.padEnd(10)}  ${member.name} <${member.email}>` +
            (member.disabled ? '  [disabled]' : ''),
        ),
      )
    return
  }
  if (sub === 'add') {
    const parsed = newStaffMemberSchema.parse({
      email: text('email'),
      name: text('name'),
      role: text('role'),
    })
    if (!parsed.ok) throw new UsageError(parsed.error)
    const added = await addMember(
      repo,
      settings.siteUrl,
      parsed.value,
      by('staff.added'),
      settings.mails,
    )
    if (!added) throw new UsageError(staffMessages.emailTaken)
    console.log(
      `Added ${parsed.value.name} (${parsed.value.role}). Enrolment link, valid 24 hours:`,
    )
    console.log(added.enrolUrl)
    mailed(parsed.value)
    return
  }
  const parsedEmail = signInLinkSchema.parse({ email: text('email') })
  if (sub !== 'link' && sub !== 'disable' && sub !== 'enable')
    throw new UsageError(sub ? `Unknown staff command "${sub}".` : 'No staff command given.')
  if (!parsedEmail.ok) throw new UsageError(`--email: ${parsedEmail.error}`)
  const member = await repo.staffMemberByEmail(parsedEmail.value.email)
  if (!member) throw new UsageError(staffMessages.noSuchMember)
  if (sub === 'link') {
    if (member.disabled) throw new UsageError(`${member.email} is disabled: enable it first.`)
    const url = await issueLink(
      repo,
      settings.siteUrl,
      member,
      'enrol',
      by('staff.link-issued'),
      settings.mails,
    )
    console.log(`Enrolment link for ${member.name}, valid 24 hours:`)
    console.log(url)
    mailed(member)
    return
  }
  const disabled = sub === 'disable'
  await repo.setStaffDisabled(member.id, disabled, {
    ...by(disabled ? 'staff.disabled' : 'staff.enabled'),
    recordType: 'staff',
    recordId: member.id,
    before: { disabled: member.disabled },
    after: { disabled },
  })
  console.log(`${disabled ? 'Disabled' : 'Enabled'} ${member.email}.`)
}

/** One audit line for a terminal: when, who, what, on which record, and what changed. */
function auditLine(line: AuditLine) {
  const record = line.recordType
    ? `  ${line.recordType}${line.recordId ? ` #${line.recordId}` : ''}`
    : ''
  const change = [
    line.before && `before ${JSON.stringify(line.before)}`,
    line.after && `after ${JSON.stringify(line.after)}`,
  ]
    .filter(Boolean)
    .join('  ')
  return terminalSafe(
    `#${line.id}  ${new Date(line.at).toISOString()}  ${line.actorName ?? '(nobody signed in)'}  ` +
      `${line.ip}  ${line.action}${record}${change ? `  ${change}` : ''}`,
  )
}

const commands: CommandGroup['commands'] = {
  staff: ({ repo, staff, positionals, text, by }) =>
    staffCommand(repo, staff, positionals, text, by),
  audit: async ({ repo, text }) => {
    const limit = Number(text('limit') ?? 50)
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > 10_000)
      throw new UsageError('--limit must be a whole number from 1 to 10000.')
    const lines = await repo.auditTrail({ action: text('action')?.trim() || undefined, limit })
    for (const line of lines.reverse()) console.log(auditLine(line))
    console.log(`${lines.length} line${lines.length === 1 ? '' : 's'} of the audit trail.`)
  },
}

/** Staff accounts, their enrolment links, and the audit trail of what everyone did. */
export const staffCommands: CommandGroup = {
  usage,
  textOptions: ['email', 'name', 'role', 'action', 'limit'],
  flags: [],
  commands,
}
