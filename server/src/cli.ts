import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import {
  isMilestone,
  MAX_TRACKING_ID,
  MILESTONES,
  TRACKING_NUMBER_PATTERN,
  type Milestone,
} from '../../shared/contract/jobs.ts'
import { newStaffMemberSchema, signInLinkSchema } from '../../shared/contract/staff.ts'
import { staffMessages } from '../../shared/contract/staff-messages.ts'
import { milestoneLabels } from '../../shared/contract/tracking-messages.ts'
import { describeQuote } from '../../src/lib/quote-summary.ts'

import { loadConfig } from './config.ts'
import { toCsv } from './enquiries/index.ts'
import { openRepository, type Repository } from './repository.ts'
import { addMember, issueLink, type AuditLine } from './staff/index.ts'
import {
  demoTrackingIds,
  jobColumns,
  newTrackingNumber,
  seedDemo,
  type JobInput,
  type StatusUpdateChange,
} from './tracking/index.ts'

const stages = MILESTONES.join(', ')

const usage = `Staff commands (npm run admin -- <command> [options]):

  job [--tracking-id ID [--force]] [--customer-name …] [--cargo-type …] [--receiver-name …]
      [--contact-number …] [--email …] [--recipient-address …] [--recipient-country …]
      [--commodity …] [--number-of-packages N] [--weight KG] [--volume M3] [--origin …]
      [--destination …] [--cargo-ref-number …] [--collection-date YYYY-MM-DD]
      [--date-of-departure YYYY-MM-DD] [--date-of-arrival YYYY-MM-DD]
        without --tracking-id: add a job under a new random tracking number (4 letters, 6 digits);
        with it: update only the given fields of that job ("" clears a field), or add it under a
        number typed by hand, which must be 4 letters and 6 digits unless --force is given
  status --tracking-id ID --content TEXT --date YYYY-MM-DD [--time HH:MM] [--stage STAGE]
        add a status update to a job; a stage e-mails the job's confirmed subscribers
  status-list --tracking-id ID    a job's status updates, with the ids the commands below take
  status-edit --id N [--content TEXT] [--date YYYY-MM-DD] [--time HH:MM|""] [--stage STAGE|""]
        change a status update ("" clears the time or the stage); a new stage e-mails subscribers
  status-remove --id N            remove a status update
  enquiries [--review]            list enquiries (--review: only those flagged for review)
  export [--out FILE]             all enquiries as CSV (to stdout without --out)
  staff add --email E --name N --role admin|sales|operations
        add a staff account and print its one-time enrolment link (24 hours); with SMTP_URL
        set, the link is also e-mailed through the outbox
  staff link --email E            a new enrolment link for an account (a lost or new device)
  staff disable --email E         disable an account and end its sessions (staff enable undoes it)
  staff list                      the staff accounts
  audit [--action A] [--limit N]  the audit trail, newest first (default 50 lines)
  seed                            add the demo jobs (${demoTrackingIds.join(', ')})
  migrate                         apply database migrations

STAGE is one of: ${stages}.
Uses DATABASE_URL (PostgreSQL) when set, otherwise the SQLite file (SQLITE_PATH). Staff links
point at SITE_URL (required with NODE_ENV=production), else at http://localhost:PORT.`

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/
const numeric = new Set(['number_of_packages', 'weight', 'volume'])
const dates = new Set(['collection_date', 'date_of_departure', 'date_of_arrival'])
const kebab = (column: string) => column.replaceAll('_', '-')

class UsageError extends Error {}

function jobFromOptions(
  values: Record<string, string | boolean | undefined>,
): Omit<JobInput, 'tracking_id'> {
  const job: Record<string, unknown> = {}
  for (const column of jobColumns) {
    if (column === 'tracking_id') continue
    const raw = values[kebab(column)]
    if (typeof raw !== 'string') continue
    const text = raw.trim()
    if (text === '') job[column] = null
    else if (numeric.has(column)) {
      const value = Number(text)
      if (!Number.isFinite(value) || value < 0)
        throw new UsageError(`--${kebab(column)} must be a number.`)
      job[column] = value
    } else if (dates.has(column) && !DATE.test(text))
      throw new UsageError(`--${kebab(column)} must be a date, YYYY-MM-DD.`)
    else job[column] = text
  }
  return job as Omit<JobInput, 'tracking_id'>
}

/** A stage as staff type it: "in_transit", "in-transit" or "In transit"; "" for none. */
function stageFrom(raw: string): Milestone | null {
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
  if (text === '') return null
  if (!isMilestone(text)) throw new UsageError(`--stage must be one of: ${stages} (or "").`)
  return text
}

function dateFrom(raw: string) {
  if (!DATE.test(raw.trim())) throw new UsageError('--date must be YYYY-MM-DD.')
  return raw.trim()
}

function timeFrom(raw: string) {
  const text = raw.trim()
  if (text === '') return null
  if (!TIME.test(text)) throw new UsageError('--time must be HH:MM (24-hour), seconds optional.')
  return text
}

function updateIdFrom(raw: string | undefined) {
  if (raw === undefined) throw new UsageError('--id is required (status-list shows the ids).')
  if (!/^\d+$/.test(raw.trim())) throw new UsageError('--id must be a status update id, a number.')
  return Number(raw.trim())
}

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

/** What the command line writes into the audit trail as its actor: the shell's user. */
const shell = (action: string) => ({
  actorId: null,
  actorName: `cli:${process.env.USER ?? 'unknown'}`,
  ip: 'cli',
  action,
})

async function staffCommand(
  repo: Repository,
  settings: { siteUrl: string; mails: boolean },
  [sub, ...rest]: string[],
  text: (name: string) => string | undefined,
) {
  const mail = async (to: { email: string; name: string }, url: string) => {
    if (!settings.mails) return
    await repo.queueLinkMail({ to, url, purpose: 'enrol' })
    console.log(`The link is also queued for e-mail to ${to.email}.`)
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
    const added = await addMember(repo, settings.siteUrl, parsed.value, shell('staff.added'))
    if (!added) throw new UsageError(staffMessages.emailTaken)
    console.log(
      `Added ${parsed.value.name} (${parsed.value.role}). Enrolment link, valid 24 hours:`,
    )
    console.log(added.enrolUrl)
    await mail(parsed.value, added.enrolUrl)
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
    const url = await issueLink(repo, settings.siteUrl, member, 'enrol', shell('staff.link-issued'))
    console.log(`Enrolment link for ${member.name}, valid 24 hours:`)
    console.log(url)
    await mail(member, url)
    return
  }
  const disabled = sub === 'disable'
  await repo.setStaffDisabled(member.id, disabled, {
    ...shell(disabled ? 'staff.disabled' : 'staff.enabled'),
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

async function run(
  repo: Repository,
  command: string | undefined,
  args: string[],
  staffSettings: { siteUrl: string; mails: boolean },
) {
  const options = Object.fromEntries(
    [
      ...jobColumns.map(kebab),
      ...['content', 'date', 'time', 'stage', 'id', 'out', 'name', 'role', 'action', 'limit'],
    ].map((name) => [name, { type: 'string' as const }]),
  )
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: command === 'staff',
    options: { ...options, review: { type: 'boolean' }, force: { type: 'boolean' } },
  }) as { values: Record<string, string | boolean | undefined>; positionals: string[] }
  const text = (name: string) => {
    const value = values[name]
    return typeof value === 'string' ? value : undefined
  }

  switch (command) {
    case 'job': {
      const fields = jobFromOptions(values)
      const typed = text('tracking-id')?.trim().toUpperCase()
      if (typed === '' || (typed && typed.length > MAX_TRACKING_ID))
        throw new UsageError(`--tracking-id must be 1 to ${MAX_TRACKING_ID} characters.`)
      const known = typed !== undefined && (await repo.findJobs(typed)).length > 0
      if (typed && !known && !TRACKING_NUMBER_PATTERN.test(typed) && !values.force)
        throw new UsageError(
          `${typed} is not a tracking number: 4 letters then 6 digits, such as ABCD123456. ` +
            'Leave --tracking-id out to get a random one, or add --force to use it anyway.',
        )
      const trackingId = typed ?? (await newTrackingNumber(repo))
      await repo.upsertJob({ ...fields, tracking_id: trackingId })
      console.log(known ? `Saved job ${trackingId}.` : `Added job ${trackingId}.`)
      return
    }
    case 'status': {
      const [trackingId, content, date] = [text('tracking-id'), text('content'), text('date')]
      if (!trackingId || !content?.trim() || !date)
        throw new UsageError('--tracking-id, --content and --date are required.')
      const stage = text('stage')
      const id = await repo.addStatusUpdate({
        tracking_id: trackingId,
        status_content: content.trim(),
        status_date: dateFrom(date),
        status_time: timeFrom(text('time') ?? ''),
        milestone: stage === undefined ? null : stageFrom(stage),
      })
      if (id === null) throw new UsageError(`No job with tracking id ${trackingId}.`)
      console.log(`Added status update #${id} to ${trackingId.trim().toUpperCase()}.`)
      return
    }
    case 'status-list': {
      const trackingId = text('tracking-id')
      if (!trackingId) throw new UsageError('--tracking-id is required.')
      const [job] = await repo.findJobs(trackingId)
      if (!job) throw new UsageError(`No job with tracking id ${trackingId}.`)
      for (const update of job.status_updates) {
        const when = `${update.status_date}${update.status_time ? ` ${update.status_time}` : ''}`
        const stage = isMilestone(update.milestone)
          ? `  [${milestoneLabels[update.milestone]}]`
          : ''
        console.log(terminalSafe(`#${update.id}  ${when}${stage}  ${update.status_content}`))
      }
      const count = job.status_updates.length
      console.log(`${count} status update${count === 1 ? '' : 's'} for ${job.tracking_id}.`)
      return
    }
    case 'status-edit': {
      const id = updateIdFrom(text('id'))
      const change: StatusUpdateChange = {}
      const [content, date, time, stage] = [
        text('content'),
        text('date'),
        text('time'),
        text('stage'),
      ]
      if (content !== undefined) {
        if (!content.trim()) throw new UsageError('--content must not be empty.')
        change.status_content = content.trim()
      }
      if (date !== undefined) change.status_date = dateFrom(date)
      if (time !== undefined) change.status_time = timeFrom(time)
      if (stage !== undefined) change.milestone = stageFrom(stage)
      if (Object.keys(change).length === 0)
        throw new UsageError('Give at least one of --content, --date, --time and --stage.')
      if (!(await repo.editStatusUpdate(id, change)))
        throw new UsageError(`No status update #${id}.`)
      console.log(`Changed status update #${id}.`)
      return
    }
    case 'status-remove': {
      const id = updateIdFrom(text('id'))
      if (!(await repo.removeStatusUpdate(id))) throw new UsageError(`No status update #${id}.`)
      console.log(`Removed status update #${id}.`)
      return
    }
    case 'enquiries': {
      const all = await repo.listEnquiries()
      const shown = values.review ? all.filter((enquiry) => enquiry.reviewReason) : all
      for (const e of shown)
        console.log(
          terminalSafe(
            `#${e.id}  ${e.createdAt}  ${e.serviceType}  [${e.locale}]  ${e.fullName} <${e.email}> ${e.phoneNumber}` +
              (e.reviewReason ? `  [review: ${e.reviewReason}]` : ''),
          ) + (e.details ? `\n    planned move: ${terminalSafe(describeQuote(e.details))}` : ''),
        )
      console.log(`${shown.length} enquir${shown.length === 1 ? 'y' : 'ies'}.`)
      return
    }
    case 'export': {
      const out = text('out')
      // A file keeps the data verbatim; a terminal gets it made inert.
      const csv = toCsv(
        await repo.listEnquiries(),
        !out && process.stdout.isTTY ? (cell) => terminalSafe(cell, true) : undefined,
      )
      if (out) {
        writeFileSync(out, csv)
        console.log(`Wrote ${out}.`)
      } else process.stdout.write(csv)
      return
    }
    case 'staff':
      await staffCommand(repo, staffSettings, positionals, text)
      return
    case 'audit': {
      const limit = Number(text('limit') ?? 50)
      if (!Number.isSafeInteger(limit) || limit < 1 || limit > 10_000)
        throw new UsageError('--limit must be a whole number from 1 to 10000.')
      const lines = await repo.auditTrail({ action: text('action')?.trim() || undefined, limit })
      for (const line of lines.reverse()) console.log(auditLine(line))
      console.log(`${lines.length} line${lines.length === 1 ? '' : 's'} of the audit trail.`)
      return
    }
    case 'seed':
      await seedDemo(repo)
      console.log(`Seeded the demo jobs ${demoTrackingIds.join(', ')}.`)
      return
    case 'migrate':
      console.log('Migrations applied.')
      return
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.')
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2)
  if (!command || command === 'help' || command === '--help') {
    console.log(usage)
    return
  }
  // Staff commands never check captchas, so production's RECAPTCHA_SECRET rule does not apply.
  const config = loadConfig({ ...process.env, NODE_ENV: undefined })
  const production = process.env.NODE_ENV?.trim().toLowerCase() === 'production'
  if (command === 'staff' && production && !process.env.SITE_URL?.trim())
    throw new UsageError("Set SITE_URL to the site's public address, so staff links point at it.")
  const repo = openRepository(config)
  try {
    await repo.migrate()
    await run(repo, command, args, {
      siteUrl: config.mail.siteUrl,
      mails: Boolean(config.mail.smtpUrl),
    })
  } finally {
    await repo.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  if (error instanceof UsageError) console.error(`\n${usage}`)
  process.exitCode = 1
})
