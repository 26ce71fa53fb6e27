import Database from 'better-sqlite3'

import { startWhatsAppGraph, type WhatsAppGraph } from '../../fakes/whatsapp-graph.mjs'
import { expect, test } from '../fixtures'

import { attempt } from './attempt'
import { ar } from './console-words'
import { enrolled } from './console-sign-in'
import { CONSOLE_DATABASE, CONSOLE_URL, WHATSAPP_ACCOUNT } from './playwright.config'

// The console's own server sends WhatsApp to the fake Graph API on its port.
test.use({ baseURL: CONSOLE_URL })

let graph: WhatsAppGraph
test.beforeAll(async () => {
  graph = await startWhatsAppGraph(WHATSAPP_ACCOUNT)
})
test.afterAll(() => graph.close())

/**
 * A shipment whose Arabic-speaking customer agreed to WhatsApp updates and follows it there, as
 * the tracking page's consent leaves them (another part of issue 54): a number and a phone of
 * this attempt's own.
 */
function followedShipment() {
  const [trackingId, phone] = [`MVWA${100_001 + attempt()}`, String(97455334455 + attempt())]
  const db = new Database(CONSOLE_DATABASE)
  const now = Date.now()
  db.prepare(
    `INSERT INTO jobs (tracking_id, customer_name, contact_number, contact_digits, last_posted_at)
     VALUES (?, 'Huda Al-Kuwari', '+974 5533 4455', ?, ?)`,
  ).run(trackingId, phone, now)
  db.prepare(
    `INSERT INTO whatsapp_contacts (phone, locale, consent_at, consent_source, created_at, updated_at)
     VALUES (?, 'ar', ?, 'tracking', ?, ?)`,
  ).run(phone, now, now, now)
  db.prepare(
    `INSERT INTO whatsapp_follows (job_id, phone, created_at)
     SELECT id, ?, ? FROM jobs WHERE tracking_id = ?`,
  ).run(phone, now, trackingId)
  db.close()
  return { trackingId, phone }
}

test('a milestone posted on the desk reaches an Arabic customer as the Arabic WhatsApp template', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const { trackingId, phone } = followedShipment()
  await enrolled(
    page,
    { email: 'rashid.whatsapp@pearlcoastmovers.qa', name: 'Rashid Ops', role: 'operations' },
    '/ar',
    ar.enrolButton,
  )
  await expect(page.getByRole('heading', { level: 1, name: ar.shipmentsTitle })).toBeVisible()
  await page.goto(`/ar/staff/shipments/${trackingId}`)
  await expect(page.getByRole('heading', { level: 1, name: trackingId })).toBeVisible()

  const post = page.getByRole('region', { name: ar.postUpdateTitle })
  await post.getByText('غادرت الشحنة', { exact: true }).click()
  await post.getByRole('textbox', { name: ar.updateNote, exact: true }).fill('Left Hamad Port')
  await post.getByRole('textbox', { name: ar.updateNoteAr }).fill('غادرت ميناء حمد')
  await post.getByRole('button', { name: ar.postUpdate }).click()
  await expect(post.getByText(ar.updatePosted)).toBeVisible()

  await expect.poll(() => graph.messages.filter(({ to }) => to === phone).length).toBe(1)
  const [sent] = graph.messages.filter(({ to }) => to === phone)
  expect(sent!.template).toMatchObject({ name: 'milestone_update', language: 'ar' })
  const [sentNumber, milestone, details, link] = sent!.template!.parameters
  expect([sentNumber, milestone]).toEqual([trackingId, 'غادرت الشحنة'])
  // Staff's Arabic note, not the English one, and the day in Arabic.
  expect(details).toMatch(/^غادرت ميناء حمد في \d{1,2} \S+ \d{4}/)
  expect(link).toBe(`${CONSOLE_URL}/ar/track-your-cargo?tracking_id=${trackingId}`)
})
