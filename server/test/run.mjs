// `npm run test:server`: bundles the server, starts a throwaway PostgreSQL and a throwaway Redis,
// and runs the server tests against SQLite and PostgreSQL. SKIP_PG=1 runs the SQLite half only;
// SKIP_REDIS=1 skips the tests of limits and live updates shared through Redis.
import { execFileSync, execSync, spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const INSTALL = 'apt-get update && apt-get install -y postgresql'
const REDIS_INSTALL = 'apt-get update && apt-get install -y redis-server'
const isRoot = process.getuid?.() === 0

function postgresBin() {
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : []
  for (const version of versions) {
    const bin = join(base, version, 'bin')
    if (existsSync(join(bin, 'pg_ctl'))) return bin
  }
  return null
}

function ensurePostgres() {
  const found = postgresBin()
  if (found) return found
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log(`PostgreSQL not found; installing Debian's package: ${INSTALL}`)
    execSync(INSTALL, {
      stdio: 'inherit',
      shell: '/bin/bash',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    const installed = postgresBin()
    if (installed) return installed
  }
  console.error("The server tests need PostgreSQL (Debian's package) and it was not found.")
  console.error(`Install it with: sudo ${INSTALL}   (or set SKIP_PG=1 to test SQLite only)`)
  process.exit(1)
}

const redisBin = () =>
  ['/usr/bin/redis-server', '/usr/sbin/redis-server'].find((path) => existsSync(path)) ?? null

function ensureRedis() {
  const found = redisBin()
  if (found) return found
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log(`Redis not found; installing Debian's package: ${REDIS_INSTALL}`)
    execSync(REDIS_INSTALL, {
      stdio: 'inherit',
      shell: '/bin/bash',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    const installed = redisBin()
    if (installed) return installed
  }
  console.error("The server tests need Redis (Debian's redis-server) and it was not found.")
  console.error(`Install it with: sudo ${REDIS_INSTALL}   (or set SKIP_REDIS=1 to skip its tests)`)
  process.exit(1)
}

/** Resolves once something accepts connections on the port, or rejects after `ms`. */
async function listening(port, ms) {
  const until = Date.now() + ms
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.end()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    if (Date.now() > until) throw new Error(`nothing listens on port ${port} after ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** Runs a PostgreSQL binary, as the `postgres` OS user when we are root (it refuses root). */
function asPostgres(bin, args) {
  const [command, commandArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args]
  execFileSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'inherit'] })
}

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
  const bin = ensurePostgres()
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'))
  chmodSync(dir, 0o777)
  const data = join(dir, 'data')
  const port = await freePort()
  if (isRoot) execFileSync('chown', ['postgres', dir])
  asPostgres(join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
  ])
  asPostgres(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
  ])
  stopPostgres = () => {
    try {
      asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  env.TEST_DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/postgres`
  // The frozen-database test stops the cluster's processes (SIGSTOP) through its pid file.
  env.TEST_PG_PIDFILE = join(data, 'postmaster.pid')
  console.log(`Throwaway PostgreSQL on port ${port}.`)
} else {
  console.warn('SKIP_PG=1: PostgreSQL tests skipped; only SQLite is tested.')
}

// Every temp directory the tests and the servers they start make goes in here, and goes away
// with it, failed run or not.
const scratch = mkdtempSync(join(tmpdir(), 'server-tests-'))
env.TMPDIR = scratch

let stopRedis = () => {}
if (process.env.SKIP_REDIS !== '1') {
  const bin = ensureRedis()
  const port = await freePort()
  // In memory only, on loopback; the tests freeze it (SIGSTOP) through its pid.
  const redis = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { cwd: scratch, stdio: 'ignore' },
  )
  stopRedis = () => {
    if (redis.exitCode !== null) return
    redis.kill('SIGCONT')
    redis.kill('SIGKILL')
  }
  try {
    await listening(port, 10_000)
  } catch (error) {
    stopRedis()
    stopPostgres()
    throw error
  }
  env.TEST_REDIS_URL = `redis://127.0.0.1:${port}`
  env.TEST_REDIS_PID = String(redis.pid)
  console.log(`Throwaway Redis on port ${port}.`)
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
