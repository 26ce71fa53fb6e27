/**
 * The follow-ups' engine queries (issue 55): the planner's and the sender's, over one database.
 */
import type { Executor } from '../db/sql.ts'

import { followUpPlanQueries } from './plan-queries.ts'
import { followUpSendQueries } from './send-queries.ts'

export type { FollowUpRow, FollowUpSend, PlannedFollowUp } from './rows.ts'

export type FollowUpStore = ReturnType<typeof followUpQueries>

export const followUpQueries = (sql: Executor) => ({
  ...followUpPlanQueries(sql),
  ...followUpSendQueries(sql),
})
