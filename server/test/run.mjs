// `npm run test:server`: bundles the server, starts a throwaway PostgreSQL, and runs the server
// tests against SQLite and PostgreSQL. SKIP_PG=1 runs the SQLite half only.
import { execFileSync, execSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const INSTALL = 'apt-get update && apt-get install -y postgresql'
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

let status = 1
try {
  const extra = process.argv.slice(2)
  status =
    spawnSync('npx', ['vitest', 'run', '-c', 'server/vitest.config.ts', ...extra], {
      stdio: 'inherit',
      env,
    }).status ?? 1
} finally {
  rmSync(scratch, { recursive: true, force: true })
  stopPostgres()
}
process.exit(status)
