// The reads of delivered updates (the follow-ups' planner every minute, the review report) find
// them through migration 019's index rather than by reading every update ever posted.
import { join } from 'node:path'

import Database from 'better-sqlite3'
import { expect, it } from 'vitest'

import { openSqlite } from '../src/repository.ts'

import { tempDir } from './helpers.ts'

it('finds delivered updates by milestone and date through the index', async () => {
  const path = join(tempDir('db'), 'site.db')
  const repo = openSqlite(path)
  await repo.migrate()
  await repo.close()
  const raw = new Database(path, { readonly: true })
  const plan = (query: string) =>
    (raw.prepare(`EXPLAIN QUERY PLAN ${query}`).all() as Array<{ detail: string }>)
      .map((row) => row.detail)
      .join('\n')
  try {
    // The planner's deliveries from a date on (follow-ups/plan-queries.ts).
    expect(
      plan(`SELECT j.id, u.status_date FROM status_updates u JOIN jobs j ON j.id = u.job_id
            WHERE u.milestone = 'delivered' AND u.status_date >= '2026-11-01'`),
    ).toMatch(
      /SEARCH u USING (COVERING )?INDEX status_updates_milestone_date \(milestone=\? AND status_date>\?\)/,
    )
    // The review report's first delivery of each job (follow-ups/review-report.ts).
    expect(
      plan(`SELECT job_id, min(status_date) FROM status_updates WHERE milestone = 'delivered'
            GROUP BY job_id HAVING min(status_date) >= '2026-09-01'`),
    ).toMatch(/USING (COVERING )?INDEX status_updates_milestone_date \(milestone=\?\)/)
  } finally {
    raw.close()
  }
})
