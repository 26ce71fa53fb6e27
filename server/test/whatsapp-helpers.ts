// What the WhatsApp tests share: the account the fake Graph API and the server agree on, the
// server's settings pointing at the fake, and statements run straight on a test's database (the
// consent and follows that other parts of the product write).
import type { Compilable } from 'kysely'

import { postgresExecutor } from '../src/db/postgres.ts'
import type { Executor } from '../src/db/sql.ts'
import { sqliteExecutor } from '../src/db/sqlite.ts'
import type { WhatsAppGraph } from '../../tests/fakes/whatsapp-graph.mjs'

export const ACCOUNT = {
  token: 'EAAG-test-token',
  phoneNumberId: '106540352242922',
  appSecret: 'app-secret',
}

/** The WHATSAPP_* settings of a server that sends to `graph`. */
export const whatsappEnv = (graph: WhatsAppGraph) => ({
  WHATSAPP_TOKEN: ACCOUNT.token,
  WHATSAPP_PHONE_NUMBER_ID: ACCOUNT.phoneNumberId,
  WHATSAPP_APP_SECRET: ACCOUNT.appSecret,
  WHATSAPP_VERIFY_TOKEN: 'verify-me',
  WHATSAPP_API_BASE: graph.url,
})

/** An executor of its own on the database `env()` names, opened when first used; `close()` it. */
export function statementsOn(env: () => Record<string, string | undefined>) {
  let executor: Executor | null = null
  const open = () => {
    const { DATABASE_URL, SQLITE_PATH } = env()
    return (executor ??= DATABASE_URL
      ? postgresExecutor(DATABASE_URL)
      : sqliteExecutor(SQLITE_PATH!))
  }
  return {
    get db() {
      return open().db
    },
    /** Runs the statements in one transaction, as the server's writes do. */
    run: (first: Compilable, ...then: Compilable[]) => open().write(first, ...then),
    close: async () => {
      await executor?.close()
      executor = null
    },
  }
}
