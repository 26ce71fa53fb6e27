/**
 * The leads report's sums: leads per office week by channel (and within it by source) and by
 * service, the won rate by channel, and how fast leads were first answered. Weeks are counted
 * here rather than in SQL, where SQLite and PostgreSQL disagree on dates; a span holds at most a
 * year of leads.
 */
import type { Attribution } from '@contract/attribution.ts'
import type { ChannelCounts, LeadsReport, ResponseWindow, WeeklyCounts } from '@contract/leads.ts'
import { officeDate, officeSchedule, weekOf, workingMs } from '../../../src/lib/office-schedule.ts'
import { channelOf, normaliseSource } from './channels.ts'

const MINUTE = 60_000
const DAY = 86_400_000
const OFFSET = officeSchedule.utcOffsetMinutes * MINUTE

/** One lead, as much as the report (and the inbox's derived filters) read of it. */
export type ReportRow = {
  createdAt: number
  contactedAt: number | null
  source: string | null
  attribution: Attribution | null
  service: string
  status: string
}

/** The instant the office week holding `at` began: its Saturday 00:00 in Doha. */
export function weekStart(at: number): number {
  const local = at + OFFSET
  const back = (new Date(local).getUTCDay() - weekOf(officeSchedule).first + 7) % 7
  return Math.floor(local / DAY) * DAY - back * DAY - OFFSET
}

/** The instant the report's first week began: `weeks - 1` weeks before this week's Saturday. */
export const reportStart = (now: number, weeks: number) => weekStart(now) - (weeks - 1) * 7 * DAY

/** Whether a lead was first answered within a window: 5 minutes of clock time, or 1 office hour. */
export function answeredWithin(
  row: Pick<ReportRow, 'createdAt' | 'contactedAt'>,
  window: ResponseWindow,
) {
  if (row.contactedAt === null) return false
  return window === '5m'
    ? row.contactedAt - row.createdAt <= 5 * MINUTE
    : workingMs(row.createdAt, row.contactedAt) <= 60 * MINUTE
}

type Counted = { week: number; row: ReportRow }

function tally<Key extends string>(
  rows: Counted[],
  key: Key,
  nameOf: (row: ReportRow) => string | null,
  weeks: number,
): Array<WeeklyCounts<Key>> {
  const found = new Map<string | null, number[]>()
  for (const { week, row } of rows) {
    const name = nameOf(row)
    let counts = found.get(name)
    if (!counts) found.set(name, (counts = Array<number>(weeks).fill(0)))
    counts[week]! += 1
  }
  return [...found]
    .map(
      ([name, counts]) =>
        ({ [key]: name, counts, total: counts.reduce((a, b) => a + b, 0) }) as WeeklyCounts<Key>,
    )
    .sort((a, b) => b.total - a.total || String(a[key]).localeCompare(String(b[key])))
}

const channel = (row: ReportRow) => channelOf(row.source, row.attribution)
const source = (row: ReportRow) => (row.source === null ? null : normaliseSource(row.source))

/** The report over `weeks` weeks ending with the current one, from the leads created since then. */
export function leadsReport(rows: ReportRow[], now: number, weeks: number): LeadsReport {
  const thisWeek = weekStart(now)
  const start = reportStart(now, weeks)
  // This week is index 0, so the phone shows it first.
  const counted = rows
    .filter((row) => row.createdAt >= start && row.createdAt < thisWeek + 7 * DAY)
    .map((row) => ({ week: Math.floor((thisWeek - weekStart(row.createdAt)) / (7 * DAY)), row }))
  const byChannel: ChannelCounts[] = tally(counted, 'channel', channel, weeks).map((row) => ({
    ...row,
    sources: tally(
      counted.filter((each) => channel(each.row) === row.channel),
      'source',
      source,
      weeks,
    ),
  }))
  const perWeek = (keep: (row: ReportRow) => boolean) => {
    const counts = Array<number>(weeks).fill(0)
    for (const { week, row } of counted) if (keep(row)) counts[week]! += 1
    return counts
  }
  const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0)
  const leads = perWeek(() => true)
  const within = {
    '5m': perWeek((row) => answeredWithin(row, '5m')),
    '1h': perWeek((row) => answeredWithin(row, '1h')),
  }
  return {
    weeks: Array.from({ length: weeks }, (_, i) => {
      const begins = thisWeek - i * 7 * DAY
      return { start: officeDate(begins), end: officeDate(begins + 6 * DAY) }
    }),
    byChannel,
    byService: tally(counted, 'service', (row) => row.service, weeks),
    wonRate: byChannel.map(({ channel: name, total }) => {
      const won = counted.filter(({ row }) => channel(row) === name && row.status === 'won').length
      return { channel: name, total, won, rate: won / total }
    }),
    response: {
      leads,
      within,
      total: { leads: sum(leads), within: { '5m': sum(within['5m']), '1h': sum(within['1h']) } },
    },
  }
}
