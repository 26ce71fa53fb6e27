// Throwaway services on loopback for the test runners (server tests, cluster test): Debian's
// PostgreSQL, Redis and nginx, installed with apt-get when missing and we are root.
import { execFileSync, execSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const isRoot = process.getuid?.() === 0

/** Installs Debian's `pkg` when `find` finds nothing and we may; answers the path or exits. */
function ensure(find, pkg, what, skipHint) {
  const found = find()
  if (found) return found
  const install = `apt-get update && apt-get install -y ${pkg}`
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log(`${what} not found; installing Debian's package: ${install}`)
    execSync(install, {
      stdio: 'inherit',
      shell: '/bin/bash',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    const installed = find()
    if (installed) return installed
  }
  console.error(`These tests need ${what} (Debian's ${pkg}) and it was not found.`)
  console.error(`Install it with: sudo ${install}${skipHint ? `   (${skipHint})` : ''}`)
  process.exit(1)
}

function postgresBin() {
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : []
  for (const version of versions) {
    const bin = join(base, version, 'bin')
    if (existsSync(join(bin, 'pg_ctl'))) return bin
  }
  return null
}

const firstExisting = (paths) => () => paths.find((path) => existsSync(path)) ?? null

export const ensurePostgres = (skipHint) =>
  ensure(postgresBin, 'postgresql', 'PostgreSQL', skipHint)
export const ensureRedis = (skipHint) =>
  ensure(
    firstExisting(['/usr/bin/redis-server', '/usr/sbin/redis-server']),
    'redis-server',
    'Redis',
    skipHint,
  )
export const ensureNginx = () =>
  ensure(firstExisting(['/usr/sbin/nginx', '/usr/bin/nginx']), 'nginx', 'nginx')

/** Resolves once something accepts connections on the port, or rejects after `ms`. */
export async function listening(port, ms) {
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

export const freePort = () =>
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

/** A new PostgreSQL cluster on a free loopback port; `stop()` removes it. */
export async function startPostgres(bin) {
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
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pidFile: join(data, 'postmaster.pid'),
    stop() {
      try {
        asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

/** An in-memory Redis on a free loopback port, started in `cwd`; `stop()` kills it. */
export async function startRedis(bin, cwd) {
  const port = await freePort()
  const redis = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { cwd, stdio: 'ignore' },
  )
  const stop = () => {
    if (redis.exitCode !== null || redis.signalCode !== null) return
    redis.kill('SIGCONT')
    redis.kill('SIGKILL')
  }
  try {
    await listening(port, 10_000)
  } catch (error) {
    stop()
    throw error
  }
  return { port, url: `redis://127.0.0.1:${port}`, pid: redis.pid, process: redis, stop }
}
