// What the tracking and subscription suites share: their settings, a fresh database the staff CLI
// can open too, the CLI itself, and a wait without fixed sleeps.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

import Database from 'better-sqlite3'
import pg from 'pg'

import { loadConfig, type Config } from '../src/config.ts'
import { openPostgres, openSqlite, type Repository } from '../src/repository.ts'

import { emptyPostgresDatabase, tempDir, type Backend } from './helpers.ts'

export const SITE = 'https://track.example.qa'
export const REVEAL = '/api/jobs/jobs/reveal/'
export const SUBSCRIBE = '/api/jobs/subscriptions/'

export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({
    RATE_LIMIT_ENQUIRIES_PER_MINUTE: '1000',
    RATE_LIMIT_TRACKING_PER_MINUTE: '1000',
    REVEAL_ANSWER_MS: '0',
    SITE_URL: SITE,
    ...env,
  })

/** A fresh, migrated database, with what the CLI needs to open the same one. */
export async function database(backend: Backend): Promise<{
  repo: Repository
  env: Record<string, string>
  query: (sql: string) => Promise<Array<Record<string, unknown>>> | Array<Record<string, unknown>>
}> {
  if (backend === 'sqlite') {
    const path = join(tempDir('db'), 'site.db')
    const repo = openSqlite(path)
    await repo.migrate()
    return {
      repo,
      env: { SQLITE_PATH: path, DATABASE_URL: '' },
      query(sql: string) {
        const raw = new Database(path, { readonly: true })
        try {
          return raw.prepare(sql).all() as Array<Record<string, unknown>>
        } finally {
          raw.close()
        }
      },
    }
  }
  const url = await emptyPostgresDatabase()
  const repo = openPostgres(url)
  await repo.migrate()
  return {
    repo,
    env: { DATABASE_URL: url },
    async query(sql: string) {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        return (await client.query(sql)).rows as Array<Record<string, unknown>>
      } finally {
        await client.end()
      }
    },
  }
}

/** The staff CLI as staff run it (`npm run test:server` builds it first). */
export function cli(env: Record<string, string>, ...args: string[]) {
  const run = spawnSync(process.execPath, ['dist-ssr/server/cli.js', ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  return { code: run.status, stdout: run.stdout.trim(), stderr: run.stderr }
}

export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 15_000) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

export const silent = { info: () => {}, warn: () => {}, error: () => {} }
