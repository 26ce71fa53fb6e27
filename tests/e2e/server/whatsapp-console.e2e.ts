// A lead's WhatsApp thread on the console's own server (issue 54), in both languages: a
// customer's message, posted to the webhook by the fake Graph API as Meta signs it, appears live
// in the inbox and on the lead's page without a reload; a sales person replies in free text
// inside the 24-hour window and it reaches the fake; once the window has closed the composer
// offers only approved templates, and the picked one reaches the fake in the customer's language.
import Database from 'better-sqlite3'

import * as enThread from '../../../src/console/whatsapp/whatsapp.messages'
import * as arThread from '../../../src/console/whatsapp/whatsapp.messages.ar'
import { startWhatsAppGraph, type WhatsAppGraph } from '../../fakes/whatsapp-graph.mjs'
import { expect, test, violations } from '../fixtures'

import { perAttempt } from './attempt'
import { ar, en } from './console-words'
import { enrolled } from './console-sign-in'
import { CONSOLE_DATABASE, CONSOLE_URL, WHATSAPP_ACCOUNT } from './playwright.config'

test.use({ baseURL: CONSOLE_URL })

const WEBHOOK = `${CONSOLE_URL}/api/whatsapp/webhook`
const HOUR = 60 * 60 * 1000

let graph: WhatsAppGraph
test.beforeAll(async () => {
  graph = await startWhatsAppGraph(WHATSAPP_ACCOUNT)
})
test.afterAll(async () => {
  await graph.close()
})

/**
 * A lead from the site's enquiry form, in `locale`, from a number that agreed to WhatsApp updates
 * first (so the enquiry's acknowledgement goes on WhatsApp too, as the forms' tick makes it).
 */
async function customerLead(fullName: string, phone: string, locale: 'en' | 'ar') {
  const db = new Database(CONSOLE_DATABASE)
  const now = Date.now()
  db.prepare(
    `INSERT INTO whatsapp_contacts (phone, locale, consent_at, consent_source, created_at, updated_at)
     VALUES (?, ?, ?, 'enquiry', ?, ?)
     ON CONFLICT (phone) DO UPDATE SET consent_at = excluded.consent_at, consent_source = 'enquiry'`,
  ).run(phone, locale, now, now, now)
  db.close()
  const answer = await fetch(`${CONSOLE_URL}/api/contacts/enquiries/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: CONSOLE_URL },
    body: JSON.stringify({
      fullName,
      phoneNumber: phone,
      email: `${phone}@example.com`,
      serviceType: 'localMove',
      message: 'A villa from Al Waab to Lusail.',
      refererUrl: `${CONSOLE_URL}/`,
      submittedUrl: `${CONSOLE_URL}/contact-us`,
      locale,
    }),
  })
  expect(answer.status, await answer.clone().text()).toBe(201)
}

/** The customer's last message as if it came `ago` ms before now: the window runs from it. */
function wroteAgo(phone: string, ago: number) {
  const at = Date.now() - ago
  const db = new Database(CONSOLE_DATABASE)
  db.prepare('UPDATE whatsapp_contacts SET last_inbound_at = ? WHERE phone = ?').run(at, phone)
  db.close()
  graph.setWindow(phone, at)
}

const languages = [
  { name: 'English', prefix: '', ui: en, thread: enThread, locale: 'en', digits: '1' },
  { name: 'Arabic', prefix: '/ar', ui: ar, thread: arThread, locale: 'ar', digits: '2' },
] as const

for (const { name, prefix, ui, thread, locale, digits } of languages)
  test(`a customer's WhatsApp appears live, sales answer inside the window and pick a template outside it, in ${name}`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const key = name.toLowerCase()
    await enrolled(
      page,
      {
        email: `noor.wa.${key}.${Date.now()}@pearlcoastmovers.qa`,
        name: `Noor ${name}`,
        role: 'sales',
      },
      prefix,
      ui.enrolButton,
    )
    await expect(page.getByRole('heading', { level: 1, name: ui.leadsTitle })).toBeVisible()
    const phone = `974557${digits}${String(Date.now()).slice(-4)}`
    const customer = perAttempt(locale === 'ar' ? 'مريم السليطي' : 'Maryam Al-Sulaiti')
    await customerLead(customer, phone, locale)
    await page.reload()
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: customer }) })
    await expect(row).toBeVisible()

    // The customer writes: the inbox marks the lead and the tab's title counts it, live.
    const question = locale === 'ar' ? 'هل يمكنكم نقل بيانو؟' : 'Can you move a piano?'
    const posted = await graph.postMessage(WEBHOOK, { from: phone, name: customer, text: question })
    expect(posted.status).toBe(200)
    await expect(row.getByText(ui.unreadWhatsApp(1))).toBeVisible({ timeout: 10_000 })
    await expect(page).toHaveTitle(locale === 'ar' ? /واتساب/ : /WhatsApp/)

    // On the lead's page the thread shows it; a second message arrives without a reload.
    await row.getByRole('link', { name: customer }).click()
    const section = page.getByRole('region', { name: thread.threadTitle, exact: true })
    const conversation = section.getByRole('region', { name: thread.conversationLabel })
    await expect(conversation.getByText(question)).toBeVisible()
    // The enquiry's acknowledgement went on its own, and says so.
    await expect(
      conversation.getByText(thread.automatic(thread.purposes['enquiry-received'])),
    ).toBeVisible()
    const more = locale === 'ar' ? 'في الطابق الثاني.' : 'It is on the second floor.'
    await graph.postMessage(WEBHOOK, { from: phone, name: customer, text: more })
    await expect(conversation.getByText(more)).toBeVisible({ timeout: 10_000 })
    await expect(section.getByText(/\d\d:\d\d/).first()).toBeVisible()

    // Inside the window: free text, queued at once, then sent to Meta.
    const reply = locale === 'ar' ? 'نعم، ننقل البيانو بأمان.' : 'Yes, we move pianos safely.'
    await section.getByLabel(thread.messageLabel).fill(reply)
    await section.getByRole('button', { name: thread.send, exact: true }).click()
    const mine = conversation.getByRole('article').filter({ hasText: reply })
    await expect(mine).toBeVisible()
    await expect
      .poll(() => graph.messages.filter((m) => m.to === phone && m.text === reply).length)
      .toBe(1)
    await expect(mine.getByText(thread.statuses.sent)).toBeVisible({ timeout: 10_000 })
    expect(await violations(page, 'section[aria-labelledby="whatsapp"]')).toEqual([])

    // A day later the window has closed: only an approved template, in the customer's language.
    wroteAgo(phone, 25 * HOUR)
    await page.reload()
    await expect(section.getByLabel(thread.messageLabel)).toHaveCount(0)
    const [closedWords] = thread.windowClosed('\u0000').split('\u0000')
    await expect(section.getByText(closedWords!, { exact: false })).toBeVisible()
    await expect(section.getByLabel(thread.templateLabel)).toHaveValue('move_reminder')
    await expect(section.getByLabel(thread.parameterLabels.customer_name!)).toHaveValue(customer)
    await section
      .getByLabel(thread.parameterLabels.move_date!)
      .fill(locale === 'ar' ? 'الأحد 20 ديسمبر 2026' : 'Sunday 20 December 2026')
    await section
      .getByLabel(thread.parameterLabels.time_window!)
      .fill(locale === 'ar' ? 'بين 8:00 ص و9:00 ص' : 'between 8:00 and 9:00 AM')
    await section
      .getByLabel(thread.parameterLabels.crew_contact!)
      .fill(locale === 'ar' ? 'أحمد 5555 1234' : 'Ahmed 5555 1234')
    await page.screenshot({ path: test.info().outputPath(`template-${key}.png`), fullPage: true })
    await section.getByRole('button', { name: thread.sendTemplate }).click()
    await expect
      .poll(
        () =>
          graph.messages.find((m) => m.to === phone && m.template?.name === 'move_reminder')
            ?.template,
      )
      .toEqual({
        name: 'move_reminder',
        language: locale,
        parameters: [
          customer,
          locale === 'ar' ? 'الأحد 20 ديسمبر 2026' : 'Sunday 20 December 2026',
          locale === 'ar' ? 'بين 8:00 ص و9:00 ص' : 'between 8:00 and 9:00 AM',
          locale === 'ar' ? 'أحمد 5555 1234' : 'Ahmed 5555 1234',
        ],
      })
    expect(graph.messages.filter((m) => m.to === phone && m.type === 'text')).toHaveLength(1)
  })
