import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import {
  isMilestone,
  MAX_TRACKING_ID,
  MILESTONES,
  TRACKING_NUMBER_PATTERN,
} from '../../shared/contract/jobs.ts'
import {
  parseShipmentFields,
  statusUpdateChangeSchema,
  statusUpdateSchema,
  type StatusUpdateFields,
} from '../../shared/contract/shipments.ts'
import { newStaffMemberSchema, signInLinkSchema } from '../../shared/contract/staff.ts'
import { staffMessages } from '../../shared/contract/staff-messages.ts'
import { milestoneLabels } from '../../shared/contract/tracking-messages.ts'
import { describeQuote } from '../../src/lib/quote-summary.ts'

import { backupCommands, backupUsage, runBackupCommand } from './cli/data-commands.ts'
import { loadConfig } from './config.ts'
import { copyCommand, copyUsage } from './db/copy-command.ts'
import { toCsv } from './enquiries/index.ts'
import { openRepository, type Repository } from './repository.ts'
import {
  addMember,
  createShipment,
  editShipment,
  editUpdate,
  importUpdates,
  issueLink,
  postUpdate,
  removeUpdate,
  type AuditLine,
} from './staff/index.ts'
import { demoTrackingIds, jobColumns, seedDemo } from './tracking/index.ts'

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
      [--location PLACE] [--content-ar TEXT]
        add a status update to a job (--content-ar: the note in Arabic, for Arabic readers); a
        stage e-mails the job's confirmed subscribers
  status-list --tracking-id ID    a job's status updates, with the ids the commands below take
  status-edit --id N [--content TEXT] [--date YYYY-MM-DD] [--time HH:MM|""] [--stage STAGE|""]
      [--location PLACE|""] [--content-ar TEXT|""]
        change a status update ("" clears the time, stage, location or Arabic note); a new stage e-mails
        subscribers
  status-remove --id N            remove a status update
  status-import --file CSV [--apply]
        a day's updates from a CSV (tracking number, stage, date, time, location, note, and an
        optional arabic note): shows
        each row's change or error; --apply posts them all in one transaction, or none
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
${copyUsage}
${backupUsage}

STAGE is one of: ${stages}.
Every change to jobs and updates goes into the audit trail as done by cli:$USER.
Uses DATABASE_URL (PostgreSQL) when set, otherwise the SQLite file (SQLITE_PATH). Staff links
point at SITE_URL (required with NODE_ENV=production), else at http://localhost:PORT.`

const kebab = (column: string) => column.replaceAll('_', '-')

class UsageError extends Error {}

/** The job fields given as options, checked by the contract: its words, after the option's name. */
function jobFromOptions(values: Record<string, string | boolean | undefined>) {
  const given: Record<string, unknown> = {}
  for (const column of jobColumns) {
    const raw = values[kebab(column)]
    if (column !== 'tracking_id' && typeof raw === 'string') given[column] = raw
  }
  const parsed = parseShipmentFields(given)
  if (!parsed.ok) {
    const [field, message] = Object.entries(parsed.fields)[0]!
    throw new UsageError(`--${kebab(field)}: ${message}`)
  }
  return parsed.value
}

/** The CLI's name for each field of a status update. */
const updateOptions: Record<keyof StatusUpdateFields, string> = {
  stage: 'stage',
  date: 'date',
  time: 'time',
  location: 'location',
  note: 'content',
  noteAr: 'content-ar',
}

/** A refusal of the contract's, or of an action, as the CLI says it. */
function refusedWith(result: { error: string; fields?: Record<string, string | undefined> }) {
  const [field, message] = Object.entries(result.fields ?? {})[0] ?? []
  const option = field && updateOptions[field as keyof StatusUpdateFields]
  return new UsageError(option ? `--${option}: ${message}` : result.error)
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
      shell('staff.added'),
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
      shell('staff.link-issued'),
      settings.mails,
    )
    console.log(`Enrolment link for ${member.name}, valid 24 hours:`)
    console.log(url)
    mailed(member)
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
      ...['content', 'content-ar', 'date', 'time', 'stage', 'location', 'id', 'out', 'file'],
      ...['name', 'role', 'action', 'limit'],
    ].map((name) => [name, { type: 'string' as const }]),
  )
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: command === 'staff',
    options: {
      ...options,
      review: { type: 'boolean' },
      force: { type: 'boolean' },
      apply: { type: 'boolean' },
    },
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
      // The same actions as the console's, so both write the same rows and audit lines.
      if (known) {
        const edited = await editShipment(repo, typed, fields, shell('shipment'))
        if (!edited.ok) throw refusedWith(edited)
        console.log(`Saved job ${typed}.`)
        return
      }
      const created = await createShipment(
        repo,
        { fields, ...(typed !== undefined && { trackingId: typed }) },
        shell('shipment'),
      )
      if (!created.ok) throw refusedWith(created)
      console.log(`Added job ${created.trackingId}.`)
      return
    }
    case 'status': {
      const [trackingId, content, date] = [text('tracking-id'), text('content'), text('date')]
      if (!trackingId || !content?.trim() || !date)
        throw new UsageError('--tracking-id, --content and --date are required.')
      const parsed = statusUpdateSchema.parse({
        stage: text('stage'),
        date,
        time: text('time'),
        location: text('location'),
        note: content,
        noteAr: text('content-ar'),
      })
      if (!parsed.ok) throw refusedWith(parsed)
      const posted = await postUpdate(repo, trackingId, parsed.value, shell('status-update'))
      if (!posted.ok) throw new UsageError(`No job with tracking id ${trackingId}.`)
      console.log(`Added status update #${posted.id} to ${trackingId.trim().toUpperCase()}.`)
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
      const given = Object.fromEntries(
        Object.entries(updateOptions)
          .map(([field, option]) => [field, text(option)] as const)
          .filter(([, value]) => value !== undefined),
      )
      if (Object.keys(given).length === 0)
        throw new UsageError(
          'Give at least one of --content, --content-ar, --date, --time, --stage and --location.',
        )
      const parsed = statusUpdateChangeSchema.parse(given)
      if (!parsed.ok) throw refusedWith(parsed)
      const edited = await editUpdate(repo, id, parsed.value, shell('status-update'))
      if (!edited.ok) throw new UsageError(`No status update #${id}.`)
      console.log(`Changed status update #${id}.`)
      return
    }
    case 'status-remove': {
      const id = updateIdFrom(text('id'))
      const removed = await removeUpdate(repo, id, shell('status-update'))
      if (!removed.ok) throw new UsageError(`No status update #${id}.`)
      console.log(`Removed status update #${id}.`)
      return
    }
    case 'status-import': {
      const file = text('file')
      if (!file) throw new UsageError('--file is required: the CSV of status updates.')
      const apply = values.apply === true
      const result = await importUpdates(
        repo,
        readFileSync(file, 'utf8'),
        { apply },
        shell('status-update'),
      )
      for (const row of 'rows' in result ? (result.rows ?? []) : []) {
        const problems = Object.entries(row.errors ?? {}).map(
          ([field, message]) => `${field}: ${message}`,
        )
        const change = row.update
          ? `${row.update.date} ${row.update.stage ?? '(no stage)'}` +
            (row.stage && row.stage.after !== row.stage.before
              ? `, stage ${row.stage.before ?? 'none'} → ${row.stage.after}`
              : '') +
            (row.emails ? `, e-mails ${row.emails}` : '')
          : ''
        console.log(
          terminalSafe(
            `row ${row.row}  ${row.trackingId}  ${problems.length ? `ERROR ${problems.join('; ')}` : change}`,
          ),
        )
      }
      if (!result.ok) throw new UsageError(result.error)
      console.log(
        result.applied
          ? `Posted ${result.count} status updates.`
          : `Dry run: ${result.count} of ${result.rows.length} rows would be posted. Add --apply to post them.`,
      )
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
  // Opens both databases itself: neither is migrated outside the copy's own transaction.
  if (command === 'copy-to-postgres')
    return copyCommand(args, { ...config, connectMs: config.timeouts.databaseConnectMs })
  if (backupCommands.has(command)) return runBackupCommand(config, command, args)
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
