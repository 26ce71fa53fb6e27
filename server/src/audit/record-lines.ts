import { sql, type ExpressionBuilder } from 'kysely'

import type { Tables } from '../db/sql.ts'

/**
 * The audit lines about one shipment: its own, and its updates', which name it (posted in
 * `after`, edited and removed in `before`; a removed update's id leads nowhere). `->>` reads JSON
 * on both engines.
 */
export const shipmentLines = (eb: ExpressionBuilder<Tables, 'audit_log'>, trackingId: string) =>
  eb.or([
    eb.and([eb('record_type', '=', 'shipment'), eb('record_id', '=', trackingId)]),
    eb.and([
      eb('record_type', '=', 'status-update'),
      eb.or([
        eb(sql`${sql.ref('after')} ->> 'trackingId'`, '=', trackingId),
        eb(sql`${sql.ref('before')} ->> 'trackingId'`, '=', trackingId),
      ]),
    ]),
  ])
