/**
 * The leads report's sums: leads per ISO week by source and by service, and the won rate by
 * source. The weeks are counted here rather than in SQL, where SQLite's strftime and PostgreSQL's
 * date_trunc disagree on how to name them; a span holds at most a year of leads.
 */
import type { LeadsReport, WeeklyCounts } from '@contract/leads.ts'

const DAY = 86_400_000
/** Doha keeps UTC+3 all year (no daylight saving), so a week there starts at Sunday 21:00 UTC. */
const DOHA = 3 * 3_600_000

/** One lead, as much as the report reads of it. */
export type ReportRow = {
  createdAt: number
  source: string | null
  service: string
  status: string
}

/** The ISO week (`2026-W07`) of an instant, in Doha. */
export function isoWeek(at: number): string {
  const local = new Date(at + DOHA)
  const weekday = (local.getUTCDay() + 6) % 7 // Monday 0 … Sunday 6
  // The week belongs to the year its Thursday is in.
  const thursday = new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - weekday + 3),
  )
  const year = thursday.getUTCFullYear()
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY / 7) + 1
  return `${year}-W${String(week).padStart(2, '0')}`
}

/** The instant the report's first week began: Monday 00:00 in Doha, `weeks - 1` weeks ago. */
export function reportStart(now: number, weeks: number): number {
  const local = new Date(now + DOHA)
  const weekday = (local.getUTCDay() + 6) % 7
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - weekday)
  return monday - DOHA - (weeks - 1) * 7 * DAY
}

function tally<Key extends 'source' | 'service'>(
  rows: ReportRow[],
  key: Key,
  weekIndex: Map<string, number>,
): Array<WeeklyCounts<Key>> {
  const found = new Map<string | null, number[]>()
  for (const row of rows) {
    const index = weekIndex.get(isoWeek(row.createdAt))
    if (index === undefined) continue
    const name = row[key]
    let counts = found.get(name)
    if (!counts) found.set(name, (counts = Array<number>(weekIndex.size).fill(0)))
    counts[index]! += 1
  }
  return [...found]
    .map(
      ([name, counts]) =>
        ({ [key]: name, counts, total: counts.reduce((a, b) => a + b, 0) }) as WeeklyCounts<Key>,
    )
    .sort((a, b) => b.total - a.total || String(a[key]).localeCompare(String(b[key])))
}

/** The report over `weeks` weeks ending with the current one, from the leads created since then. */
export function leadsReport(rows: ReportRow[], now: number, weeks: number): LeadsReport {
  const start = reportStart(now, weeks)
  const weekNames = Array.from({ length: weeks }, (_, i) => isoWeek(start + i * 7 * DAY))
  const weekIndex = new Map(weekNames.map((name, i) => [name, i]))
  const inSpan = rows.filter((row) => row.createdAt >= start)
  const bySource = tally(inSpan, 'source', weekIndex)
  const wonRate = bySource.map(({ source, total }) => {
    const won = inSpan.filter((row) => row.source === source && row.status === 'won').length
    return { source, total, won, rate: won / total }
  })
  return {
    weeks: weekNames,
    from: new Date(start).toISOString(),
    bySource,
    byService: tally(inSpan, 'service', weekIndex),
    wonRate,
  }
}
