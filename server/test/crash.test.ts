import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { openSqlite } from '../src/repository.ts'

import { builtServer, fakeDist, freePort, tempDir, validEnquiry, waitUntilUp } from './helpers.ts'
import { smtpServer } from './smtp.ts'

const { start: startServer, killAll } = builtServer()
afterAll(killAll)

const until = async (check: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('crash safety (the built server, SQLite)', () => {
  it('loses no acknowledged enquiry to kill -9, and the outbox mails them all after a restart', async () => {
    const dbPath = join(tempDir('crash'), 'site.db')
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const closedPort = await freePort()
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: fakeDist(),
      SQLITE_PATH: dbPath,
      RATE_LIMIT_ENQUIRIES_PER_MINUTE: '100000',
      OUTBOX_POLL_MS: '100',
      OUTBOX_RETRY_BASE_MS: '100',
      OUTBOX_LEASE_MS: '1000',
    }
    // First life: mail is down, so every notification stays pending in the outbox.
    const first = startServer({ ...env, SMTP_URL: `smtp://127.0.0.1:${closedPort}` })
    await waitUntilUp(base)

    const acknowledged: number[] = []
    let stop = false
    const client = async (n: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const response = await fetch(`${base}/api/contacts/enquiries/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...validEnquiry, message: `client ${n} #${i}` }),
          })
          if (response.status === 201)
            acknowledged.push(((await response.json()) as { id: number }).id)
        } catch {
          return // the server died mid-request: that answer never reached anyone
        }
      }
    }
    const clients = [1, 2, 3, 4, 5, 6].map(client)
    await until(() => acknowledged.length >= 60, 15_000)
    first.kill('SIGKILL')
    stop = true
    await Promise.all(clients)
    expect(acknowledged.length).toBeGreaterThanOrEqual(60)

    const afterCrash = openSqlite(dbPath)
    const storedIds = new Set((await afterCrash.listEnquiries()).map((enquiry) => enquiry.id))
    await afterCrash.close()
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([])

    // Second life: mail works again; every stored enquiry is announced, acknowledged or not.
    const smtp = await smtpServer()
    const second = startServer({ ...env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })
    await waitUntilUp(base)
    const mailedIds = () =>
      new Set(smtp.messages.map((m) => Number(/New enquiry #(\d+)/.exec(m)?.[1])))
    await until(() => [...storedIds].every((id) => mailedIds().has(id)), 20_000)
    expect([...storedIds].filter((id) => !mailedIds().has(id))).toEqual([])

    second.kill('SIGTERM')
    await new Promise((resolve) => second.once('exit', resolve))
    await smtp.close()
  }, 60_000)
})
