import { readFileSync } from 'node:fs'

import { isMilestone, MAX_TRACKING_ID, TRACKING_NUMBER_PATTERN } from '@contract/jobs.ts'
import {
  parseShipmentFields,
  statusUpdateChangeSchema,
  statusUpdateSchema,
  type StatusUpdateFields,
} from '@contract/shipments.ts'
import { milestoneLabels } from '@contract/tracking-messages.ts'
import {
  createShipment,
  editShipment,
  editUpdate,
  importUpdates,
  jobColumns,
  postUpdate,
  removeUpdate,
} from '../shipments/index.ts'

import { kebab, terminalSafe, UsageError, type CommandGroup, type CommandInput } from './command.ts'

const usage = `  job [--tracking-id ID [--force]] [--customer-name …] [--cargo-type …] [--receiver-name …]
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
        each row's change or error; --apply posts them all in one transaction, or none`

/** The job fields given as options, checked by the contract: its words, after the option's name. */
function jobFromOptions(values: CommandInput['values']) {
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

const commands: CommandGroup['commands'] = {
  job: async ({ repo, values, text, by }) => {
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
      const edited = await editShipment(repo, typed, fields, by('shipment'))
      if (!edited.ok) throw refusedWith(edited)
      console.log(`Saved job ${typed}.`)
      return
    }
    const created = await createShipment(
      repo,
      { fields, ...(typed !== undefined && { trackingId: typed }) },
      by('shipment'),
    )
    if (!created.ok) throw refusedWith(created)
    console.log(`Added job ${created.trackingId}.`)
  },
  status: async ({ repo, text, by }) => {
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
    const posted = await postUpdate(repo, trackingId, parsed.value, by('status-update'))
    if (!posted.ok) throw new UsageError(`No job with tracking id ${trackingId}.`)
    console.log(`Added status update #${posted.id} to ${trackingId.trim().toUpperCase()}.`)
  },
  'status-list': async ({ repo, text }) => {
    const trackingId = text('tracking-id')
    if (!trackingId) throw new UsageError('--tracking-id is required.')
    const [job] = await repo.findJobs(trackingId)
    if (!job) throw new UsageError(`No job with tracking id ${trackingId}.`)
    for (const update of job.status_updates) {
      const when = `${update.status_date}${update.status_time ? ` ${update.status_time}` : ''}`
      const stage = isMilestone(update.milestone) ? `  [${milestoneLabels[update.milestone]}]` : ''
      console.log(terminalSafe(`#${update.id}  ${when}${stage}  ${update.status_content}`))
    }
    const count = job.status_updates.length
    console.log(`${count} status update${count === 1 ? '' : 's'} for ${job.tracking_id}.`)
  },
  'status-edit': async ({ repo, text, by }) => {
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
    const edited = await editUpdate(repo, id, parsed.value, by('status-update'))
    if (!edited.ok) throw new UsageError(`No status update #${id}.`)
    console.log(`Changed status update #${id}.`)
  },
  'status-remove': async ({ repo, text, by }) => {
    const id = updateIdFrom(text('id'))
    const removed = await removeUpdate(repo, id, by('status-update'))
    if (!removed.ok) throw new UsageError(`No status update #${id}.`)
    console.log(`Removed status update #${id}.`)
  },
  'status-import': async ({ repo, values, text, by }) => {
    const file = text('file')
    if (!file) throw new UsageError('--file is required: the CSV of status updates.')
    const apply = values.apply === true
    const result = await importUpdates(
      repo,
      readFileSync(file, 'utf8'),
      { apply },
      by('status-update'),
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
  },
}

/** Jobs and their status updates: the same actions as the console's, the same rows and audit lines. */
export const jobCommands: CommandGroup = {
  usage,
  textOptions: [
    ...jobColumns.map(kebab),
    ...['content', 'content-ar', 'date', 'time', 'stage', 'location', 'id', 'file'],
  ],
  flags: ['force', 'apply'],
  commands,
}
