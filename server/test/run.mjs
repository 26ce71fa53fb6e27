// `npm run test:server`: bundles the server, starts a throwaway PostgreSQL and a throwaway Redis,
// and runs the server tests against SQLite and PostgreSQL. SKIP_PG=1 runs the SQLite half only;
// SKIP_REDIS=1 skips the tests of limits and live updates shared through Redis.
import { execSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { ensurePostgres, ensureRedis, startPostgres, startRedis } from './services.mjs'

// The built server loads each language's page renderer from beside it, so the crash test needs
// all three.
execSync('npx vite build --ssr --outDir dist-ssr --emptyOutDir --logLevel warn', {
  stdio: 'inherit',
})
execSync('npx vite build --ssr --mode ar --outDir dist-ssr/ar --emptyOutDir --logLevel warn', {
  stdio: 'inherit',
})
execSync('npx vite build -c server/vite.config.ts', { stdio: 'inherit' })

let stopPostgres = () => {}
const env = { ...process.env }
if (process.env.SKIP_PG !== '1') {
  const postgres = await startPostgres(ensurePostgres('or set SKIP_PG=1 to test SQLite only'))
  stopPostgres = postgres.stop
  env.TEST_DATABASE_URL = postgres.url
  // The frozen-database test stops the cluster's processes (SIGSTOP) through its pid file.
  env.TEST_PG_PIDFILE = postgres.pidFile
  console.log(`Throwaway PostgreSQL on port ${postgres.port}.`)
} else {
  console.warn('SKIP_PG=1: PostgreSQL tests skipped; only SQLite is tested.')
}

// Every temp directory the tests and the servers they start make goes in here, and goes away
// with it, failed run or not.
const scratch = mkdtempSync(join(tmpdir(), 'server-tests-'))
env.TMPDIR = scratch

let stopRedis = () => {}
if (process.env.SKIP_REDIS !== '1') {
  // In memory only, on loopback; the tests freeze it (SIGSTOP) through its pid.
  let redis
  try {
    redis = await startRedis(ensureRedis('or set SKIP_REDIS=1 to skip its tests'), scratch)
  } catch (error) {
    stopPostgres()
    throw error
  }
  stopRedis = redis.stop
  env.TEST_REDIS_URL = redis.url
  env.TEST_REDIS_PID = String(redis.pid)
  console.log(`Throwaway Redis on port ${redis.port}.`)
} else {
  console.warn('SKIP_REDIS=1: the tests of limits and live updates shared through Redis skipped.')
}

let status = 1
try {
  const extra = process.argv.slice(2)
  status =
    spawnSync('npx', ['vitest', 'run', '-c', 'server/vitest.config.ts', ...extra], {
      stdio: 'inherit',
      env,
    }).status ?? 1
} finally {
  stopRedis()
  rmSync(scratch, { recursive: true, force: true })
  stopPostgres()
}
process.exit(status)
