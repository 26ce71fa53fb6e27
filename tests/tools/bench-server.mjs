// The companion server as the benchmarks run it: the build in production mode on loopback, with
// a throwaway SQLite database and secrets (bench.mjs, bench-console-inp.mjs).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'

const servers = new Set()

/**
 * Starts dist-ssr/server/main.js with NODE_ENV=production and what production insists on (ADR
 * 004, server/src/config.ts): a reCAPTCHA secret, the hostnames and origins tokens and enquiries
 * may come from, and a database, here a SQLite file in a temporary directory. Resolves once
 * /api/health answers; rejects with the server's own words if it exits first. It always listens
 * on 127.0.0.1; `host` names it in its origin (`localhost` for the console, whose `__Host-`
 * cookie a browser keeps only in a secure context). The database is `server.database`.
 */
export async function startServer(port, { stripHeaders, host = '127.0.0.1' } = {}) {
  const origin = `http://${host}:${port}`
  const dir = mkdtempSync(join(tmpdir(), 'bench-site-'))
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SQLITE_PATH: join(dir, 'site.db'),
    RECAPTCHA_SECRET: 'bench-not-a-secret',
    RECAPTCHA_HOSTNAMES: host,
    ALLOWED_ORIGINS: origin,
    SITE_URL: origin,
    BENCH_STRIP_HEADERS: (stripHeaders ?? []).join(','),
  }
  // Never the real database or mail server of whoever runs the bench.
  delete env.DATABASE_URL
  delete env.SMTP_URL
  const preload = stripHeaders ? ['--import', './tests/tools/bench-strip-headers.mjs'] : []
  const child = spawn(process.execPath, [...preload, 'dist-ssr/server/main.js'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  const server = { child, dir, origin, database: env.SQLITE_PATH }
  servers.add(server)
  child.once('exit', (code, signal) => {
    // stopServer takes a server out of the set before it ends it: anything else is news.
    if (servers.has(server))
      console.error(
        `The server on ${origin} exited (${signal ?? code}) during the bench:\n${stderr}`,
      )
  })
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`The server on ${origin} exited (${code}) before it was ready:\n${stderr}`)
  })
  exited.catch(() => {})
  const deadline = Date.now() + 60_000
  for (;;) {
    const healthy = fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (await Promise.race([healthy, exited])) return server
    if (Date.now() > deadline) throw new Error(`The server on ${origin} did not become healthy`)
    await Promise.race([delay(100), exited])
  }
}

export async function stopServer(server) {
  servers.delete(server)
  if (server.child.exitCode === null && server.child.signalCode === null) {
    const exited = once(server.child, 'exit')
    server.child.kill('SIGTERM')
    await exited
  }
  rmSync(server.dir, { recursive: true, force: true })
}

process.once('SIGINT', async () => {
  await Promise.all([...servers].map(stopServer))
  process.exit(130)
})
