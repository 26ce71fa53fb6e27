// The console on an iPhone's engine (issue 52): WebKit at 390 px, against the real server over
// https:// as in production, signs in through the link it e-mails, works a lead (one-tap status,
// a note) and posts a shipment's update, each step read back from the database as well.
import { resolve } from 'node:path'

import { expect, test } from '@playwright/test'
import Database from 'better-sqlite3'

import { milestoneLabels } from '../../../shared/contract/tracking-messages'
import { readMail } from '../../../server/test/smtp'

import { en as ui } from './console-words'
import { httpsConsole } from './https-console'
import { webkit } from './webkit'

const DATABASE = resolve(import.meta.dirname, '../../../test-results/server-e2e/webkit.db')

let desk: Awaited<ReturnType<typeof httpsConsole>>
test.beforeAll(async () => {
  desk = await httpsConsole(DATABASE)
})
test.afterAll(() => desk.close())

/** A new lead from the site and a booked shipment, as the server stores them. */
function records(key: string) {
  const db = new Database(DATABASE)
  const lead = `Sara Al-Mannai ${key}`
  db.prepare(
    `INSERT INTO enquiries (full_name, phone_number, email, service_type, message, referer_url,
       submitted_url, client_ip, locale, source)
     VALUES (?, '+97455123456', 'sara@example.com', 'localMove', 'A flat in Lusail.', '', '',
       '127.0.0.1', 'en', 'direct')`,
  ).run(lead)
  const trackingId = `WKPH${key.slice(-6)}`
  db.prepare(
    `INSERT INTO jobs (tracking_id, cargo_type, customer_name, contact_number, contact_digits,
       origin, destination, date_of_arrival, last_posted_at)
     VALUES (?, 'Household goods', 'Omar Haddad', '+974 5511 2233', '97455112233', 'Doha',
       'Beirut', '2026-12-20', ?)`,
  ).run(trackingId, Date.now())
  db.close()
  return { lead, trackingId }
}

const read = <T>(query: string, ...params: unknown[]) => {
  const db = new Database(DATABASE, { readonly: true })
  try {
    return db.prepare(query).get(...params) as T | undefined
  } finally {
    db.close()
  }
}

test('On a 390 px phone in WebKit: signs in by its e-mailed link, works a lead and posts an update', async () => {
  test.setTimeout(120_000)
  const key = String(Date.now())
  const email = `layla.webkit.${key}@pearlcoastmovers.qa`
  desk.addStaff(email, 'Layla Al-Khater', 'admin')
  const { lead, trackingId } = records(key)
  const phone = await webkit({ width: 390, height: 844 })
  const noSidewaysScroll = () =>
    phone.evaluate<boolean>(
      'return document.documentElement.scrollWidth <= document.documentElement.clientWidth',
    )
  try {
    expect(await phone.viewport()).toEqual({ width: 390, height: 844 })

    // Lost phone, no passkey here: the sign-in page e-mails a one-time link.
    await phone.goto(`${desk.url}/staff/sign-in`)
    await phone.see({ role: 'heading', name: ui.signInTitle })
    await phone.fill({ role: 'textbox', name: ui.emailLabel }, email)
    await phone.click({ role: 'button', name: ui.sendLink })
    await phone.seeText('a sign-in link is on its way')
    const sent = () => desk.smtp.mails.find((each) => each.to.includes(email))
    await expect.poll(sent, { timeout: 15_000 }).toBeTruthy()
    const { text } = readMail(sent()!.raw)
    const link = new RegExp(`${desk.url}/staff/sign-in/link#[\\w-]{43}`).exec(text)?.[0]
    expect(link, text).toBeTruthy()
    await phone.goto(link!)
    await phone.see({ role: 'heading', name: ui.leadsTitle })
    expect(await noSidewaysScroll()).toBe(true)

    // The lead: open it from the inbox, one tap to "contacted", then a note.
    await phone.click({ role: 'link', name: new RegExp(lead) })
    await phone.see({ role: 'heading', name: lead })
    const bar = { role: 'region', name: ui.workLead } as const
    await phone.click({
      role: 'button',
      name: ui.statuses.contacted,
      exact: true,
      within: { role: 'group', name: ui.pipelineTitle, within: bar },
    })
    await phone.seeText(ui.statusNow(ui.statuses.contacted))
    await phone.click({ role: 'button', name: ui.noteAction, exact: true, within: bar })
    await phone.fill({ role: 'textbox', name: ui.noteLabel }, 'Survey on Sunday at 9:00.')
    await phone.click({ role: 'button', name: ui.addNote })
    await phone.absent({ role: 'button', name: ui.addNote })
    await phone.seeText('Survey on Sunday at 9:00.')
    expect(await noSidewaysScroll()).toBe(true)
    await phone.screenshot(test.info().outputPath('webkit-lead.png'))
    expect(
      read<{ status: string; notes: string }>(
        `SELECT status, (SELECT group_concat(body) FROM lead_notes WHERE enquiry_id = e.id) AS notes
         FROM enquiries e WHERE full_name = ?`,
        lead,
      ),
    ).toEqual({ status: 'contacted', notes: 'Survey on Sunday at 9:00.' })

    // The shipment: the next stage from the stepper, a note, and post.
    await phone.goto(`${desk.url}/staff/shipments/${trackingId}`)
    await phone.see({ role: 'heading', name: trackingId })
    const post = { role: 'region', name: ui.postUpdateTitle } as const
    await phone.click({
      role: 'radio',
      name: new RegExp(`^${milestoneLabels.booked}`),
      within: post,
    })
    await phone.fill(
      { role: 'textbox', name: ui.updateNote, within: post },
      'Booked for 20 December.',
    )
    await phone.click({ role: 'button', name: ui.postUpdate, within: post })
    await phone.seeText(ui.updatePosted)
    await phone.seeText('Booked for 20 December.')
    await phone.show({ role: 'region', name: ui.updatesTitle })
    expect(await noSidewaysScroll()).toBe(true)
    await phone.screenshot(test.info().outputPath('webkit-shipment.png'))
    expect(
      read<{ milestone: string; note: string }>(
        `SELECT u.milestone, u.status_content AS note FROM status_updates u
         JOIN jobs j ON j.id = u.job_id WHERE j.tracking_id = ? ORDER BY u.id DESC`,
        trackingId,
      ),
    ).toEqual({ milestone: 'booked', note: 'Booked for 20 December.' })
  } catch (error) {
    // What the phone showed when it failed, for the report.
    await phone.screenshot(test.info().outputPath('webkit-failure.png'))
    throw error
  } finally {
    await phone.close()
  }
})
