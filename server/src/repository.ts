/**
 * The storage the routes, the outbox and the CLI use: each feature's queries over one database,
 * SQLite (default) or PostgreSQL (DATABASE_URL), run alike on both and tested on both. Features
 * depend on their own store's type, never on this whole.
 */
import { auditQueries, timelineQueries } from './audit/index.ts'
import type { Config } from './config.ts'
import { migrate } from './db/migrations/runner.ts'
import { postgresExecutor, type PostgresTimeouts } from './db/postgres.ts'
import { prepare, type Executor } from './db/sql.ts'
import { sqliteExecutor } from './db/sqlite.ts'
import { timedExecutor } from './db/timed.ts'
import {
  feedbackQueries,
  followUpQueries,
  followUpStaffQueries,
  followUpStopQueries,
  reviewReportQueries,
  whatsappStopWrites,
} from './follow-ups/index.ts'
import {
  enquiryQueries,
  leadQueries,
  quotePipelineQueries,
  whatsappLeadWrites,
} from './leads/index.ts'
import { followUpMailQueries, outboxQueries } from './notifications/index.ts'
import { passkeyQueries, staffMailQueries, staffQueries } from './people/index.ts'
import {
  acceptedQuoteQueries,
  quoteAcceptQueries,
  quoteAskQueries,
  quotePageQueries,
  quoteQueries,
  quoteSendQueries,
} from './quotes/index.ts'
import {
  secondFactorQueries,
  shipmentQueries,
  subscriptionQueries,
  trackingQueries,
} from './shipments/index.ts'
import {
  whatsappContactQueries,
  whatsappEventQueries,
  whatsappInboundQueries,
  whatsappOutboxQueries,
  whatsappStaffQueries,
} from './whatsapp/index.ts'

export type Repository = ReturnType<typeof createRepository>

function createRepository(untimed: Executor) {
  const { executor: sql, observe } = timedExecutor(untimed)
  const ping = prepare(() => sql.db.selectNoFrom((eb) => eb.lit(1).as('one')))
  return {
    kind: sql.kind,
    migrate: () => migrate(sql),
    /** Throws when the database cannot answer. */
    async ping() {
      await sql.read(ping())
    },
    close: () => sql.close(),
    /** Hears each query's time (the operator's metrics). */
    observeQueries: observe,
    ...enquiryQueries(sql),
    ...trackingQueries(sql),
    ...secondFactorQueries(sql),
    ...subscriptionQueries(sql),
    ...outboxQueries(sql),
    ...staffQueries(sql),
    ...auditQueries(sql),
    ...timelineQueries(sql),
    ...passkeyQueries(sql),
    ...staffMailQueries(sql),
    ...leadQueries(sql),
    ...quotePipelineQueries(sql),
    ...shipmentQueries(sql),
    ...quoteQueries(sql),
    ...quoteSendQueries(sql),
    ...acceptedQuoteQueries(sql),
    ...quotePageQueries(sql),
    ...quoteAcceptQueries(sql),
    ...quoteAskQueries(sql),
    ...whatsappContactQueries(sql),
    ...whatsappEventQueries(sql),
    // A STOP on WhatsApp stops the number's follow-ups too, in the same transaction; a new lead
    // from WhatsApp is announced to sales and the CRM in its own.
    ...whatsappInboundQueries(sql, whatsappStopWrites(sql.db), whatsappLeadWrites(sql.db)),
    ...whatsappOutboxQueries(sql),
    ...whatsappStaffQueries(sql),
    ...feedbackQueries(sql),
    ...followUpStopQueries(sql),
    ...followUpQueries(sql),
    ...followUpMailQueries(sql),
    ...followUpStaffQueries(sql),
    ...reviewReportQueries(sql),
  }
}

/** The embedded default: one SQLite file. */
export const openSqlite = (path: string) => createRepository(sqliteExecutor(path))

/** PostgreSQL, chosen when DATABASE_URL is set. */
export const openPostgres = (connectionString: string, timeouts?: PostgresTimeouts) =>
  createRepository(postgresExecutor(connectionString, timeouts))

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded SQLite file. */
export function openRepository(
  config: Pick<Config, 'databaseUrl' | 'sqlitePath' | 'timeouts'>,
): Repository {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, {
        connectMs: config.timeouts.databaseConnectMs,
        queryMs: config.timeouts.databaseQueryMs,
      })
    : openSqlite(config.sqlitePath)
}
