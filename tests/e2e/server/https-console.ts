// The staff console as production serves it, over https://: its session cookie is `__Host-` and
// Secure, which WebKit (unlike Chromium) keeps only from an https:// page, even on localhost. A
// console server of its own behind a TLS front with a certificate for localhost made for the run,
// its own SQLite file and its own SMTP catcher; the real thing otherwise.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { freePort } from '../../../server/test/services.mjs'
import { smtpServer } from '../../../server/test/smtp'

import { stop } from './webkit'

const ROOT = resolve(import.meta.dirname, '../../..')

/** A self-signed certificate for localhost, valid a day: the browser is told to accept it. */
function localhostCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'console-tls-'))
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    { stdio: 'ignore' },
  )
  const pair = { key: readFileSync(key), cert: readFileSync(cert) }
  rmSync(dir, { recursive: true })
  return pair
}

/** An https:// front on a free port for the http:// server at `port`, streaming both ways. */
async function tlsFront(port: number) {
  const front = createHttpsServer(localhostCertificate(), (request, response) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => response.destroy())
    request.pipe(upstream)
  })
  await new Promise<void>((done) => front.listen(0, '127.0.0.1', done))
  return front
}

/** Waits for the server's health check, or fails when it exits first. */
async function healthy(server: ChildProcess, url: string) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The console server exited (${server.exitCode}).`)
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The console server did not answer ${url} within 60 s.`)
}

/** Starts the console behind https://localhost; `database` is its SQLite file, made afresh. */
export async function httpsConsole(database: string) {
  rmSync(database, { force: true })
  const smtp = await smtpServer()
  const serverPort = await freePort()
  const front = await tlsFront(serverPort)
  const url = `https://localhost:${(front.address() as AddressInfo).port}`
  const env = {
    ...process.env,
    SQLITE_PATH: database,
    DATABASE_URL: '',
    SITE_URL: url,
  }
  const server = spawn(process.execPath, ['dist-ssr/server/main.js'], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '200',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await healthy(server, `http://127.0.0.1:${serverPort}/api/health`)
  return {
    url,
    smtp,
    /** `npm run admin -- staff add …` against this console's database. */
    addStaff(email: string, name: string, role: string) {
      execFileSync(
        process.execPath,
        [
          'dist-ssr/server/cli.js',
          'staff',
          'add',
          '--email',
          email,
          '--name',
          name,
          '--role',
          role,
        ],
        { cwd: ROOT, env, stdio: 'ignore' },
      )
    },
    async close() {
      front.closeAllConnections()
      await new Promise((done) => front.close(done))
      await stop(server)
      await smtp.close()
    },
  }
}
