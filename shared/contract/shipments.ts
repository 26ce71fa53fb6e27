/**
 * The shipments desk's contract: a job's 20 fields and the rules each is checked by, its status
 * updates, and the CSV of a day's updates. The console, its API and the command line all check
 * with these, so each refuses the same input with the same words.
 */
import { EMAIL_PATTERN, MAX_EMAIL } from './email.ts'
import { isMilestone, MAX_TRACKING_ID, type Milestone } from './jobs.ts'
import type { Schema } from './messages.ts'
import { hiddenCharacterProblem } from './hidden-characters.ts'
import { isSingleLine } from './single-line.ts'
import { object, positiveId, refuse } from './staff.ts'
import { staffMessages } from './staff-messages.ts'
import { usualNotes } from './usual-notes.ts'

/** The fields staff set on a job besides its tracking number, in the order the CLI lists them. */
export const SHIPMENT_FIELDS = [
  'cargo_type',
  'customer_name',
  'receiver_name',
  'contact_number',
  'email',
  'recipient_address',
  'recipient_country',
  'commodity',
  'number_of_packages',
  'weight',
  'volume',
  'origin',
  'destination',
  'cargo_ref_number',
  'collection_date',
  // The move reminders' arrival window and whom to call on moving day (issue 55).
  'collection_window',
  'crew_contact',
  'date_of_departure',
  'date_of_arrival',
] as const
export type ShipmentField = (typeof SHIPMENT_FIELDS)[number]

/**
 * Contact details (the customer's, and the crew leader's name and number): the audit trail names
 * these when they change, never their values.
 */
export const PERSONAL_FIELDS = [
  'customer_name',
  'receiver_name',
  'contact_number',
  'email',
  'recipient_address',
  'crew_contact',
] as const satisfies readonly ShipmentField[]

export const isPersonalField = (field: string) =>
  (PERSONAL_FIELDS as readonly string[]).includes(field)

const WHOLE_NUMBERS = new Set<ShipmentField>(['number_of_packages'])
const MEASURES = new Set<ShipmentField>(['weight', 'volume'])
const DATES = new Set<ShipmentField>(['collection_date', 'date_of_departure', 'date_of_arrival'])
const LONG_TEXT = new Set<ShipmentField>(['recipient_address'])
export const MAX_SHIPMENT_TEXT = 200
export const MAX_ADDRESS = 500
const MOST_PACKAGES = 100_000
const MOST_MEASURE = 1_000_000

/** A job's fields as staff set them; null clears one, and a field left out stays as it is. */
export type ShipmentFields = Partial<
  Record<Exclude<ShipmentField, 'number_of_packages' | 'weight' | 'volume'>, string | null> &
    Record<'number_of_packages' | 'weight' | 'volume', number | null>
>

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/
/** The crew's arrival window on moving day, Doha time: "08:00-10:00", its end after its start. */
const WINDOW = /^(([01]\d|2[0-3]):[0-5]\d)-(([01]\d|2[0-3]):[0-5]\d)$/

/** A calendar date as YYYY-MM-DD that exists (no 31 April). */
export const isDate = (text: string) => {
  // A day past 31 is no date at all, and toISOString throws on it.
  const date = new Date(`${text}T00:00:00Z`)
  return DATE.test(text) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
}

export const isTime = (text: string) => TIME.test(text)

/** Text on one line of at most `most` characters, without control characters. */
const isPlainText = (text: string, most: number) =>
  text.length <= most && !CONTROL.test(text) && isSingleLine(text)

/** One field's value as stored, or the contract's message for it. */
function fieldValue(
  field: ShipmentField,
  raw: unknown,
): { ok: true; value: string | number | null } | { ok: false; error: string } {
  if (raw === null || (typeof raw === 'string' && raw.trim() === ''))
    return { ok: true, value: null }
  if (WHOLE_NUMBERS.has(field) || MEASURES.has(field)) {
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN
    const whole = WHOLE_NUMBERS.has(field)
    const most = whole ? MOST_PACKAGES : MOST_MEASURE
    return Number.isFinite(value) &&
      value >= 0 &&
      value <= most &&
      (!whole || Number.isInteger(value))
      ? { ok: true, value }
      : {
          ok: false,
          error: whole ? staffMessages.badPackages(most) : staffMessages.badMeasure(most),
        }
  }
  if (typeof raw !== 'string')
    return { ok: false, error: staffMessages.badShipmentText(MAX_SHIPMENT_TEXT) }
  const text = raw.trim()
  if (DATES.has(field))
    return isDate(text) ? { ok: true, value: text } : { ok: false, error: staffMessages.badDate }
  if (field === 'email')
    return text.length <= MAX_EMAIL && EMAIL_PATTERN.test(text)
      ? { ok: true, value: text }
      : { ok: false, error: staffMessages.badEmail }
  if (field === 'collection_window') {
    // Staff may type spaces or a dash of any kind between the times; it is kept as 08:00-10:00.
    const window = WINDOW.exec(text.replace(/\s+/g, '').replace(/[\u2013\u2014]/g, '-'))
    return window && window[1]! < window[3]!
      ? { ok: true, value: `${window[1]}-${window[3]}` }
      : { ok: false, error: staffMessages.badCollectionWindow }
  }
  if (field === 'contact_number')
    // The second factor asks for its last 4 digits, so it must have them.
    return /^\+?[\d\s().-]{4,32}$/.test(text) && text.replace(/\D/g, '').length >= 4
      ? { ok: true, value: text }
      : { ok: false, error: staffMessages.badContactNumber }
  const most = LONG_TEXT.has(field) ? MAX_ADDRESS : MAX_SHIPMENT_TEXT
  return isPlainText(text, most)
    ? { ok: true, value: text }
    : { ok: false, error: staffMessages.badShipmentText(most) }
}

export const isShipmentField = (key: string): key is ShipmentField =>
  (SHIPMENT_FIELDS as readonly string[]).includes(key)

/** Some of a job's fields: each checked by its rule; a name that is no field is refused. */
export function parseShipmentFields(
  raw: Record<string, unknown>,
): { ok: true; value: ShipmentFields } | ReturnType<typeof refuse> {
  const value: Record<string, string | number | null> = {}
  for (const [key, given] of Object.entries(raw)) {
    if (!isShipmentField(key)) return refuse(key, staffMessages.unknownField)
    const checked = fieldValue(key, given)
    if (!checked.ok) return refuse(key, checked.error)
    value[key] = checked.value
  }
  return { ok: true, value: value as ShipmentFields }
}

/** POST /api/staff/shipments/:trackingId: the fields to change, at least one. */
export const shipmentChangeSchema: Schema<ShipmentFields> = {
  parse(input) {
    const parsed = parseShipmentFields(object(input))
    if (parsed.ok && Object.keys(parsed.value).length === 0)
      return { ok: false, error: staffMessages.nothingToChange, fields: {} }
    return parsed
  },
}

export type NewShipment = { leadId: number | null; fields: ShipmentFields }

/**
 * POST /api/staff/shipments: a new job's fields, any of them, and optionally `leadId`, a won
 * lead whose customer fills the fields not given.
 */
export const newShipmentSchema: Schema<NewShipment> = {
  parse(input) {
    const { leadId: rawLead, ...rest } = object(input)
    const leadId = rawLead === undefined || rawLead === null ? null : positiveId(rawLead)
    if (rawLead !== undefined && rawLead !== null && leadId === null)
      return refuse('leadId', staffMessages.badId)
    const fields = parseShipmentFields(rest)
    return fields.ok ? { ok: true, value: { leadId, fields: fields.value } } : fields
  },
}

export const MAX_MOVE_REASON = 300

/**
 * POST /api/staff/shipments/:trackingId/move: the tracking number of the shipment to put in the
 * same move, as staff type it (any case, spaces around), and, from an admin joining two records
 * of one customer whose contact details differ, why (issue 48).
 */
export const moveLegSchema: Schema<{ trackingId: string; reason: string | null }> = {
  parse(input) {
    const raw = object(input)
    const trackingId = typeof raw.trackingId === 'string' ? raw.trackingId.trim().toUpperCase() : ''
    if (!trackingId || trackingId.length > MAX_TRACKING_ID || !isPlainText(trackingId, 100))
      return refuse('trackingId', staffMessages.noSuchShipment)
    const reason = typeof raw.reason === 'string' ? raw.reason.trim() : raw.reason
    if (reason === undefined || reason === null || reason === '')
      return { ok: true, value: { trackingId, reason: null } }
    return typeof reason === 'string' && isPlainText(reason, MAX_MOVE_REASON)
      ? { ok: true, value: { trackingId, reason } }
      : refuse('reason', staffMessages.badMoveReason(MAX_MOVE_REASON))
  },
}

/** A stage as staff type it: "in_transit", "in-transit" or "In transit"; "" for none. */
export function stageOf(raw: unknown): { ok: true; value: Milestone | null } | { ok: false } {
  if (raw === null || raw === undefined) return { ok: true, value: null }
  if (typeof raw !== 'string') return { ok: false }
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
  if (text === '') return { ok: true, value: null }
  return isMilestone(text) ? { ok: true, value: text } : { ok: false }
}

export const MAX_LOCATION = 100
export const MAX_NOTE = 500

/** A status update as the desk, the CSV and the CLI give it. */
export type StatusUpdateFields = {
  stage: Milestone | null
  date: string
  time: string | null
  location: string | null
  note: string
  /** The note in Arabic, which Arabic readers get instead of `note` when it is given. */
  noteAr: string | null
}

type UpdateField = keyof StatusUpdateFields

/** One field of an update, or the contract's message for it. */
function updateField(
  field: UpdateField,
  raw: unknown,
): { ok: true; value: string | null } | { ok: false; error: string } {
  const text = typeof raw === 'string' ? raw.trim() : raw === null || raw === undefined ? '' : null
  switch (field) {
    case 'stage': {
      const stage = stageOf(raw)
      return stage.ok ? stage : { ok: false, error: staffMessages.badStage }
    }
    case 'date':
      return text && isDate(text)
        ? { ok: true, value: text }
        : { ok: false, error: staffMessages.badDate }
    case 'time':
      return text === '' || (text && isTime(text))
        ? { ok: true, value: text || null }
        : { ok: false, error: staffMessages.badTime }
    case 'location':
      return text !== null && isPlainText(text, MAX_LOCATION)
        ? { ok: true, value: text || null }
        : { ok: false, error: staffMessages.badShipmentText(MAX_LOCATION) }
    case 'note':
      if (!text) return { ok: false, error: staffMessages.emptyUpdate }
      return noteText(text)
    case 'noteAr':
      if (text === null) return { ok: false, error: staffMessages.tooLong(MAX_NOTE) }
      return text ? noteText(text) : { ok: true, value: null }
  }
}

/** A note, English or Arabic, under the same rule: shown on the public page and e-mailed, so
 * nothing hidden in it, whatever its length. */
function noteText(text: string): { ok: true; value: string } | { ok: false; error: string } {
  const hidden = hiddenCharacterProblem(text)
  if (hidden) return { ok: false, error: hidden }
  return text.length <= MAX_NOTE
    ? { ok: true, value: text }
    : { ok: false, error: staffMessages.tooLong(MAX_NOTE) }
}

const UPDATE_FIELDS: UpdateField[] = ['stage', 'date', 'time', 'location', 'note', 'noteAr']

/** POST …/updates: a new update; its date is required, and its note unless it has a stage. */
export const statusUpdateSchema: Schema<StatusUpdateFields> = {
  parse(input) {
    const raw = object(input)
    const value: Record<string, string | null> = {}
    const stage = stageOf(raw.stage)
    const blank = (field: UpdateField) => typeof raw[field] !== 'string' || !raw[field].trim()
    // A stage says it all: with no note of its own, it posts the stage's usual words.
    const usual = stage.ok && stage.value && blank('note') ? usualNotes[stage.value] : null
    for (const field of UPDATE_FIELDS) {
      const given =
        usual && field === 'note'
          ? usual.en
          : usual && field === 'noteAr' && blank(field)
            ? usual.ar
            : raw[field]
      const checked = updateField(field, given)
      if (!checked.ok) return refuse(field, checked.error)
      value[field] = checked.value
    }
    return { ok: true, value: value as StatusUpdateFields }
  },
}

/** POST …/updates/:id: the fields of an update to change, at least one. */
export const statusUpdateChangeSchema: Schema<Partial<StatusUpdateFields>> = {
  parse(input) {
    const raw = object(input)
    const value: Record<string, string | null> = {}
    for (const field of UPDATE_FIELDS) {
      if (!(field in raw)) continue
      const checked = updateField(field, raw[field])
      if (!checked.ok) return refuse(field, checked.error)
      value[field] = checked.value
    }
    if (Object.keys(value).length === 0)
      return { ok: false, error: staffMessages.nothingToChange, fields: {} }
    return { ok: true, value: value as Partial<StatusUpdateFields> }
  },
}

/** The CSV of a day's updates: its columns, in order, and its caps. */
export const CSV_COLUMNS = ['tracking number', 'stage', 'date', 'time', 'location', 'note'] as const
/** An optional last column after CSV_COLUMNS: the note in Arabic. */
export const CSV_ARABIC_NOTE = 'arabic note'
export const MAX_CSV_BYTES = 256 * 1024
export const MAX_CSV_ROWS = 1000

/**
 * POST /api/staff/shipments/import: the file's text, sent as JSON like every console write, and
 * the line numbers of rows staff chose to leave out.
 */
export const shipmentImportSchema: Schema<{ csv: string; skip: number[] }> = {
  parse(input) {
    const { csv, skip = [] } = object(input)
    if (typeof csv !== 'string') return refuse('csv', staffMessages.badCsv)
    const lines =
      Array.isArray(skip) &&
      skip.length <= MAX_CSV_ROWS &&
      skip.every((line) => Number.isSafeInteger(line) && (line as number) > 0)
    return lines
      ? { ok: true, value: { csv, skip: skip as number[] } }
      : refuse('skip', staffMessages.badCsv)
  },
}

/** The CSV a template download gives: the header and one example row. */
export const CSV_TEMPLATE = `${[...CSV_COLUMNS, CSV_ARABIC_NOTE].join(',')}\r\nABCD123456,in_transit,2026-11-28,14:30,Jebel Ali,${usualNotes.in_transit.en},${usualNotes.in_transit.ar}\r\n`

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a tab or return before one), made
 * inert for a CSV leaving the site: a leading '. What is stored is always the text as given.
 */
export const inertCell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)
