import { readFileSync } from 'node:fs'

import type { Browser, Page } from '@playwright/test'
import Database from 'better-sqlite3'

import { readMail, smtpServer } from '../../../server/test/smtp'
import { staffMessages as arRefusals } from '../../../shared/contract/staff-messages.ar'
import { staffMessages as enRefusals } from '../../../shared/contract/staff-messages'
import * as enForm from '../../../src/features/enquiry/components/enquiry-form.messages'
import * as arForm from '../../../src/features/enquiry/components/enquiry-form.messages.ar'
import * as enTracking from '../../../src/features/tracking/tracking-list.messages'
import * as arTracking from '../../../src/features/tracking/tracking-list.messages.ar'
import * as enResult from '../../../src/features/tracking/tracking-result.messages'
import * as arResult from '../../../src/features/tracking/tracking-result.messages.ar'
import { expect, fakeRecaptcha, test, violations } from '../fixtures'

import { attempt, attemptEmail, perAttempt } from './attempt'
import { ar, en } from './console-words'
import { addStaff, enrolled, withPasskeys } from './console-sign-in'
import { CONSOLE_DATABASE, CONSOLE_SMTP_PORT, CONSOLE_URL } from './playwright.config'

/**
 * Axe on a console screen. A framed public page is left out: it is checked as its own page, and
 * its landmarks would count as repeats of the console's.
 */
/**
 * A new administrator, in a browser context of their own (axe asks for one rather than a bare
 * page), reading the audit trail.
 */
async function auditTrail(
  browser: Browser,
  email: string,
  name: string,
  prefix: string,
  ui: typeof en,
) {
  const context = await browser.newContext({ baseURL: CONSOLE_URL })
  const admin = await context.newPage()
  await enrolled(admin, { email, name, role: 'admin' }, prefix, ui.enrolButton)
  await expect(admin.getByRole('heading', { level: 1, name: ui.leadsTitle })).toBeVisible()
  await admin.goto(`${prefix}/staff/audit`)
  return { admin, context, trail: admin.getByRole('list').last() }
}

const noViolations = async (page: Page) =>
  expect(await violations(page, undefined, 'iframe')).toEqual([])

// Every page of this file opens the console's own server.
test.use({ baseURL: CONSOLE_URL })

let smtp: Awaited<ReturnType<typeof smtpServer>>
test.beforeAll(async () => {
  smtp = await smtpServer(CONSOLE_SMTP_PORT)
})
test.afterAll(() => smtp.close())

/** A confirmed subscriber of the shipment's milestone e-mails, as the public page's opt-in leaves one. */
function confirmedSubscriber(trackingId: string, email: string) {
  const db = new Database(CONSOLE_DATABASE)
  db.prepare(
    'INSERT INTO subscriptions (job_id, email, confirmed_at) SELECT id, ?, ? FROM jobs WHERE tracking_id = ?',
  ).run(email, new Date().toISOString(), trackingId)
  db.close()
}

/** A lead sales have won, as the inbox leaves one, waiting for its shipment; its id. */
function wonLead(fullName: string) {
  const db = new Database(CONSOLE_DATABASE)
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO enquiries (full_name, phone_number, email, service_type, message, referer_url,
         submitted_url, client_ip, status)
       VALUES (?, '+97455123456', 'maryam@example.com', 'internationalMove', 'To Amman.', '', '',
         '127.0.0.1', 'won')`,
    )
    .run(fullName)
  db.close()
  return Number(lastInsertRowid)
}

/**
 * Shipments as the CLI leaves them, with a customer: their tracking numbers, in order, numbered
 * apart for each attempt of the test.
 */
function shipments(key: string, legs: Array<{ cargo: string; arrival: string }>) {
  const db = new Database(CONSOLE_DATABASE)
  const add = db.prepare(
    `INSERT INTO jobs (tracking_id, cargo_type, customer_name, contact_number, contact_digits,
       origin, destination, date_of_arrival, last_posted_at)
     VALUES (?, ?, 'Nadia Haddad', '+974 5511 2233', '97455112233', 'Doha', 'Beirut', ?, ?)`,
  )
  const prefix = key === 'english' ? 'MVEN' : 'MVAR'
  const ids = legs.map(({ cargo, arrival }, index) => {
    const id = `${prefix}${String(100_001 + attempt() * 100 + index)}`
    add.run(id, cargo, arrival, Date.now())
    return id
  })
  db.close()
  return ids
}

/** A shipment of another customer than `shipments` makes: its tracking number. */
function strangerShipment(key: string) {
  const db = new Database(CONSOLE_DATABASE)
  const id = `${key === 'english' ? 'MVEN' : 'MVAR'}${900_001 + attempt()}`
  db.prepare(
    `INSERT INTO jobs (tracking_id, customer_name, contact_number, contact_digits, last_posted_at)
     VALUES (?, 'Omar Stranger', '+974 6699 0011', '97466990011', ?)`,
  ).run(id, Date.now())
  db.close()
  return id
}

test.describe('the staff console', () => {
  test('enrols from the CLI link, signs out and in with the passkey, adds a colleague and audits it', async ({
    page,
  }) => {
    await withPasskeys(page)
    const link = addStaff(
      attemptEmail('mariam.admin@pearlcoastmovers.qa'),
      'Mariam Al-Sulaiti',
      'admin',
    )
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your passkey' })).toBeVisible()
    await expect(page.getByText(/Welcome, Mariam Al-Sulaiti/)).toBeVisible()
    await noViolations(page)
    await page.getByRole('button', { name: 'Make my passkey' }).click()

    // An administrator works leads too: the console opens on the inbox.
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Your account' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
    await expect(page.getByText('Signed in as Mariam Al-Sulaiti, Administrator.')).toBeVisible()
    await expect(page.getByText('This device', { exact: true })).toBeVisible()
    await noViolations(page)

    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to the staff console' }),
    ).toBeVisible()
    await noViolations(page)
    await page.goto('/staff/audit')
    await expect(page).toHaveURL(/\/staff\/sign-in$/)
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()

    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Staff' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible()
    const colleague = perAttempt('Rahul Menon')
    await page.getByLabel('Full name').fill(colleague)
    await page
      .getByLabel('Work e-mail address')
      .fill(attemptEmail('rahul.sales@pearlcoastmovers.qa'))
    await page.getByLabel('Role').selectOption('sales')
    await page.getByRole('button', { name: 'Add and send the enrolment link' }).click()
    await expect(page.getByRole('status')).toContainText(`${colleague} was added`)
    await expect(page.getByRole('status')).toContainText(`${CONSOLE_URL}/staff/enrol#`)
    await expect(page.getByRole('group', { name: `Actions for ${colleague}` })).toBeVisible()
    await noViolations(page)

    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Audit trail' })
      .click()
    const trail = page.getByRole('list').last()
    for (const step of ['Account added', 'Passkey added', 'Signed in', 'Signed out'])
      await expect(trail.getByText(step, { exact: true }).first()).toBeVisible()
    await expect(trail.getByText(/Mariam Al-Sulaiti/).first()).toBeVisible()
    await noViolations(page)
  })

  test('works in Arabic: enrolment, sign-in and the account page, mirrored', async ({ page }) => {
    await withPasskeys(page)
    const link = addStaff(
      attemptEmail('fatima.ops@pearlcoastmovers.qa'),
      'فاطمة الكواري',
      'operations',
    )
    await page.goto(link.replace('/staff/', '/ar/staff/'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: 'أنشئ مفتاح المرور' })).toBeVisible()
    await noViolations(page)
    await page.getByRole('button', { name: 'أنشئ مفتاح المرور' }).click()
    // Operations open on the shipments desk.
    await expect(page.getByRole('heading', { level: 1, name: 'الشحنات' })).toBeVisible()
    await page
      .getByRole('navigation', { name: 'اللوحة' })
      .getByRole('link', { name: 'حسابك' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'حسابك' })).toBeVisible()
    await expect(page.getByText('أنت مسجّل الدخول باسم فاطمة الكواري، موظف عمليات.')).toBeVisible()
    // Operations have no staff or audit pages.
    await expect(page.getByRole('link', { name: 'الموظفون' })).toHaveCount(0)
    await noViolations(page)

    await page.getByRole('button', { name: 'تسجيل الخروج' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'تسجيل الدخول إلى لوحة الموظفين' }),
    ).toBeVisible()
    await noViolations(page)
    await page.getByRole('button', { name: 'الدخول بمفتاح المرور' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'الشحنات' })).toBeVisible()
  })

  test('is private: noindex, out of robots.txt and the sitemap, and loaded by no public page', async ({
    request,
  }) => {
    const console = await request.get('/staff')
    expect(console.headers()['x-robots-tag']).toBe('noindex, nofollow')
    expect(await console.text()).toContain('noindex')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /staff')
    expect(robots).toContain('Disallow: /ar/staff')
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/staff')
    const script = /src="(\/assets\/staff-[\w-]+\.js)"/.exec(await console.text())?.[1]
    expect(script).toBeTruthy()
    for (const path of ['/', '/ar', '/contact-us', '/track-your-cargo', '/get-a-quote'])
      expect(await (await request.get(path)).text(), path).not.toContain('/assets/staff-')
  })
})

const inLanguage = [
  { name: 'English', prefix: '', ui: en, form: enForm, greeting: 'Hello Huda' },
  { name: 'Arabic', prefix: '/ar', ui: ar, form: arForm, greeting: 'مرحبًا هدى' },
] as const

for (const { name, prefix, ui, form, greeting } of inLanguage)
  test(`answers a lead from the public site as it arrives, and audits every step (${name})`, async ({
    page,
    browser,
  }) => {
    // Three people in three browsers, each step a round trip: twice the usual allowance.
    test.setTimeout(60_000)
    const staffKey = name.toLowerCase()
    // Each attempt sends a lead of its own; the staff accounts are the same ones, given new links.
    const key = perAttempt(staffKey)
    const salesName = `Noura Sales ${name}`
    await enrolled(
      page,
      { email: `noura.${staffKey}@pearlcoastmovers.qa`, name: salesName, role: 'sales' },
      prefix,
      ui.enrolButton,
    )
    await expect(page.getByRole('heading', { level: 1, name: ui.leadsTitle })).toBeVisible()
    await noViolations(page)

    // A visitor sends an enquiry from the public site, in another browser.
    const customer = name === 'Arabic' ? `هدى المري ${key}` : `Huda Al-Marri ${key}`
    const visitor = await browser.newPage({ baseURL: CONSOLE_URL })
    await fakeRecaptcha(visitor)
    // They came from an Instagram campaign: the visit's tags travel with the enquiry.
    await visitor.goto(
      `${prefix}/?utm_source=instagram&utm_medium=social&utm_campaign=villa-${key}`,
    )
    const section = visitor.locator('#reach-out-to-us')
    await section.getByLabel(form.name).fill(customer)
    await section.getByLabel(form.phone).fill('55123456')
    await section.getByLabel(form.email).fill(`huda.${key}@example.com`)
    await section.getByLabel(form.serviceType).selectOption('localMove')
    await section.getByLabel(form.message).fill('A three-bedroom villa from Al Waab to Lusail.')
    await section.getByRole('button', { name: form.submit }).click()
    await expect(visitor).toHaveURL(/\/thank-you\?ref=\d+$/)
    await visitor.close()

    // It appears in the open inbox without a reload, and the tab counts it.
    const row = page.getByRole('link', { name: customer })
    await expect(row).toBeVisible()
    await expect(page).toHaveTitle(/^\(\d+\) /)
    await row.click()
    await expect(page.getByRole('heading', { level: 1, name: customer })).toBeVisible()
    await expect(page.getByRole('link', { name: ui.call })).toHaveAttribute(
      'href',
      'tel:+97455123456',
    )
    const whatsapp = await page.getByRole('link', { name: ui.whatsapp }).getAttribute('href')
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/97455123456\?text=/)
    expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain(greeting)
    await expect(page.getByRole('link', { name: ui.sendEmail })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:huda\\.${key}@example\\.com\\?subject=`),
    )
    const origin = page.getByRole('region', { name: ui.originTitle })
    await expect(origin).toContainText('instagram')
    await expect(origin).toContainText(`villa-${key}`)
    await noViolations(page)

    // One tap per step of the pipeline (issue 52); the first gives the lead to the person acting.
    const saveStatus = async (status: 'contacted' | 'won') => {
      await page
        .getByRole('group', { name: ui.pipelineTitle })
        .getByRole('button', { name: ui.statuses[status], exact: true })
        .click()
      await expect(page.getByText(ui.statusNow(ui.statuses[status]))).toBeVisible()
    }
    await saveStatus('contacted')
    await page.getByLabel(ui.assigneeLabel).selectOption({ label: salesName })
    await page.getByRole('button', { name: ui.saveAssignee }).click()
    await expect(page.getByText(ui.assignedNow(salesName))).toBeVisible()
    await page.getByRole('button', { name: ui.noteAction, exact: true }).click()
    await page.getByLabel(ui.noteLabel).fill('Survey booked for Saturday at 10:00.')
    await page.getByRole('button', { name: ui.addNote }).click()
    await expect(page.getByText('Survey booked for Saturday at 10:00.').first()).toBeVisible()
    await saveStatus('won')
    await noViolations(page)

    await page.getByRole('link', { name: ui.allLeads }).click()
    await expect(page.getByRole('listitem').filter({ hasText: customer })).toContainText(
      ui.statuses.won,
    )
    const download = page.waitForEvent('download')
    await page.getByText(ui.moreActions, { exact: true }).click()
    await page.getByRole('link', { name: ui.exportCsv }).click()
    expect(readFileSync((await (await download).path())!, 'utf8')).toContain(customer)

    await page
      .getByRole('navigation', { name: ui.navLabel })
      .getByRole('link', { name: ui.navReport })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: ui.reportTitle })).toBeVisible()
    await expect(
      page
        .getByRole('table')
        .first()
        .getByRole('rowheader', { name: ui.channels['organic-social'] }),
    ).toBeVisible()
    await noViolations(page)

    // An administrator finds each step in the audit trail.
    const {
      admin,
      context: adminContext,
      trail,
    } = await auditTrail(
      browser,
      `khalid.${staffKey}@pearlcoastmovers.qa`,
      `Khalid Admin ${name}`,
      prefix,
      ui,
    )
    for (const action of [
      'lead.status-changed',
      'lead.assigned',
      'lead.note-added',
      'lead.exported',
    ])
      await expect(trail.getByText(ui.actions[action]!, { exact: true }).first()).toBeVisible()
    await expect(trail.getByText(new RegExp(salesName)).first()).toBeVisible()
    await expect(trail).not.toContainText(customer)
    await noViolations(admin)

    // The won lead becomes a shipment with the customer's details, and the two are linked.
    await admin.goto(`${prefix}/staff`)
    await admin.getByRole('link', { name: customer }).click()
    await admin
      .getByRole('region', { name: ui.leadShipmentTitle })
      .getByRole('link', { name: ui.createShipment })
      .click()
    // The lead is chosen already, as the lead page asked.
    await expect(admin.getByRole('radio', { name: customer })).toBeChecked()
    await admin.getByRole('button', { name: ui.createShipment }).click()
    await expect(admin.getByRole('heading', { level: 1, name: /^[A-Z]{4}\d{6}$/ })).toBeVisible()
    await expect(admin.getByLabel(ui.fieldLabels.customer_name)).toHaveValue(customer)
    // An administrator goes back to the lead from its shipment.
    await admin.getByRole('link', { name: /^(Lead|الطلب) \d+$/ }).click()
    await expect(admin.getByRole('heading', { level: 1, name: customer })).toBeVisible()
    await adminContext.close()
  })

for (const { name, prefix, ui } of inLanguage)
  test(`keeps a shipment current from the desk, and the customer's page follows (${name})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000)
    const key = name.toLowerCase()
    await enrolled(
      page,
      { email: `salem.${key}@pearlcoastmovers.qa`, name: `Salem Ops ${name}`, role: 'operations' },
      prefix,
      ui.enrolButton,
    )
    await expect(page.getByRole('heading', { level: 1, name: ui.shipmentsTitle })).toBeVisible()
    await noViolations(page)

    // A lead sales have won waits for its shipment; operations start it from the lead.
    const customerName = `Maryam Al-Thani ${key}`
    const leadId = wonLead(customerName)
    await page.getByRole('link', { name: ui.newShipment }).click()
    await expect(page.getByRole('heading', { level: 1, name: ui.newShipmentTitle })).toBeVisible()
    await page.getByRole('radio', { name: customerName }).check()
    await noViolations(page)
    await page.getByRole('button', { name: ui.createShipment }).click()
    const heading = page.getByRole('heading', { level: 1, name: /^[A-Z]{4}\d{6}$/ })
    await expect(heading).toBeVisible()
    const trackingId = (await heading.textContent())!.trim()
    // Operations cannot open leads: the shipment names its lead without linking to it.
    await expect(page.getByText(`${ui.madeFromLead} ${ui.leadNumber(leadId)}`)).toBeVisible()
    await expect(page.getByRole('link', { name: ui.leadNumber(leadId) })).toHaveCount(0)

    const subscriberEmail = `maryam.${key}@example.com`
    confirmedSubscriber(trackingId, subscriberEmail)
    const fields = page.getByRole('region', { name: ui.shipmentFieldsTitle })
    await expect(fields.getByLabel(ui.fieldLabels.customer_name)).toHaveValue(customerName)
    await expect(fields.getByLabel(ui.fieldLabels.contact_number)).toHaveValue('+97455123456')
    await fields.getByLabel(ui.fieldLabels.origin).fill('Doha')
    await fields.getByLabel(ui.fieldLabels.destination).fill('Amman')
    await fields.getByRole('button', { name: ui.saveShipment }).click()
    await expect(fields.getByText(ui.shipmentSaved)).toBeVisible()

    const post = page.getByRole('region', { name: ui.postUpdateTitle })
    // The stepper's choice, by the words it shows (its next stage would be Booked).
    await post.getByText(ui === ar ? 'غادرت الشحنة' : 'Departed', { exact: true }).click()
    await expect(post.getByText(ui.subscribersWillHear(1))).toBeVisible()
    await post.getByLabel(ui.updateLocation).fill('Hamad Port')
    // The English note's field by its whole name: the Arabic note's label starts with it.
    await post
      .getByRole('textbox', { name: ui.updateNote, exact: true })
      .fill(`Vessel departed ${key}`)
    await post.getByRole('button', { name: ui.postUpdate }).click()
    await expect(post.getByText(ui.updatePosted)).toBeVisible()
    // The confirmed subscriber hears of the new stage through the outbox, once.
    const mailsToSubscriber = () =>
      smtp.mails
        .filter((mail) => mail.to.includes(subscriberEmail))
        .map((mail) => readMail(mail.raw))
    await expect.poll(() => mailsToSubscriber().length, { timeout: 15_000 }).toBe(1)
    expect(mailsToSubscriber()[0]!.text).toContain(`/track-your-cargo?tracking_id=${trackingId}`)
    await expect(
      page.getByRole('region', { name: ui.updatesTitle }).getByText(`Vessel departed ${key}`),
    ).toBeVisible()
    const updates = page.getByRole('region', { name: ui.updatesTitle })
    await updates
      .getByRole('button', { name: ui.editUpdateNamed(`Vessel departed ${key}`) })
      .click()
    await updates.getByLabel(ui.updateLocation).fill('Hamad Port, Doha')
    await updates.getByRole('button', { name: ui.saveUpdate }).click()
    await expect(updates.getByText(ui.updateSaved)).toBeVisible()
    await expect(updates.getByText('Hamad Port, Doha')).toBeVisible()
    // The customer's page, framed in the desk and loaded again after each change, says so.
    await expect(
      page
        .frameLocator(
          `iframe[title="${ui.customerSeesFrame(ui.languages[key === 'arabic' ? 'ar' : 'en'])}"]`,
        )
        .getByText(`Vessel departed ${key}`)
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: ui.whatsappIn.ar })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/97455123456\?text=/,
    )
    await noViolations(page)

    // The customer's own page shows the new stage at once.
    const customer = await browser.newPage({ baseURL: CONSOLE_URL })
    await customer.goto(`${prefix}/track-your-cargo?tracking_id=${trackingId}`)
    await expect(customer.getByText(`Vessel departed ${key}`).first()).toBeVisible()
    await customer.close()

    // A day's updates from a file: one bad row is named by its line, nothing is posted until
    // the fixed file is applied.
    await page.goto(`${prefix}/staff/shipments/import`)
    await expect(page.getByRole('heading', { level: 1, name: ui.importTitle })).toBeVisible()
    const file = (rows: string[]) => ({
      name: 'updates.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['tracking number,stage,date,time,location,note', ...rows].join('\n')),
    })
    const arrived = `${trackingId},arrived,2026-11-20,09:30,Aqaba,Arrived at Aqaba`
    await page.getByLabel(ui.csvFile).setInputFiles(file([arrived, 'ZZZZ999999,,2026-11-20,,,x']))
    await page.getByRole('button', { name: ui.checkFile }).click()
    await expect(page.getByText(ui.fixRows)).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: 'ZZZZ999999' })).toContainText('3')
    await expect(page.getByRole('button', { name: ui.applyFile })).toHaveCount(0)
    await noViolations(page)
    await page.getByLabel(ui.csvFile).setInputFiles(file([arrived]))
    await page.getByRole('button', { name: ui.checkFile }).click()
    await expect(page.getByText(ui.rowsOk(1))).toBeVisible()
    await page.getByRole('button', { name: ui.applyFile }).click()
    await expect(page.getByText(ui.rowsApplied(1))).toBeVisible()

    await page
      .getByRole('navigation', { name: ui.navLabel })
      .getByRole('link', { name: new RegExp(ui.navShipments) })
      .click()
    await page.getByRole('searchbox', { name: ui.shipmentSearch }).fill(trackingId)
    await page.getByRole('button', { name: ui.showShipments }).click()
    const row = page.getByRole('listitem').filter({ hasText: trackingId })
    await expect(row).toContainText('Doha → Amman')
    await noViolations(page)

    // Each step is in the audit trail, without the customer's contact details.
    const {
      admin,
      context: adminContext,
      trail,
    } = await auditTrail(
      browser,
      `hamad.${key}@pearlcoastmovers.qa`,
      `Hamad Admin ${name}`,
      prefix,
      ui,
    )
    for (const action of [
      'shipment.created',
      'shipment.edited',
      'status-update.posted',
      'shipment.imported',
    ])
      await expect(trail.getByText(ui.actions[action]!, { exact: true }).first()).toBeVisible()
    await expect(trail).not.toContainText('Maryam')
    await expect(trail).not.toContainText('5512')
    await noViolations(admin)
    await adminContext.close()
  })

for (const { name, prefix, ui } of inLanguage)
  test(`puts three legs in one move, and the customer tracking one sees them all (${name})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000)
    const key = name.toLowerCase()
    const [tracking, result, refusals] =
      key === 'arabic' ? [arTracking, arResult, arRefusals] : [enTracking, enResult, enRefusals]
    const [air, sea, storage] = shipments(key, [
      { cargo: 'Air freight', arrival: '2099-01-10' },
      { cargo: 'Sea freight', arrival: '2099-02-20' },
      { cargo: 'Storage', arrival: '2099-03-30' },
    ])
    await enrolled(
      page,
      {
        email: `rashid.${key}@pearlcoastmovers.qa`,
        name: `Rashid Ops ${name}`,
        role: 'operations',
      },
      prefix,
      ui.enrolButton,
    )
    await expect(page.getByRole('heading', { level: 1, name: ui.shipmentsTitle })).toBeVisible()
    await page.goto(`${prefix}/staff/shipments/${sea}`)
    const legs = page.getByRole('region', { name: ui.moveLegsTitle })
    await expect(legs.getByText(ui.noLegs)).toBeVisible()
    for (const other of [air!, storage!]) {
      await legs.getByLabel(ui.legTrackingNumber).fill(other.toLowerCase())
      await legs.getByRole('button', { name: ui.addLeg }).click()
      await expect(legs.getByRole('link', { name: other })).toBeVisible()
    }
    // The same number twice is refused in the console's words.
    await legs.getByLabel(ui.legTrackingNumber).fill(air!)
    await legs.getByRole('button', { name: ui.addLeg }).click()
    await expect(legs.getByRole('alert')).toHaveText(refusals.alreadyLegs)
    // Another customer's shipment is refused too (issue 48), and operations get no reason to give.
    await legs.getByLabel(ui.legTrackingNumber).fill(strangerShipment(key))
    await legs.getByRole('button', { name: ui.addLeg }).click()
    await expect(legs.getByRole('alert')).toHaveText(refusals.otherCustomer)
    await expect(legs.getByRole('textbox')).toHaveCount(1)
    await noViolations(page)

    // The customer tracking the sea freight sees the other legs, and opens them all at once.
    const customerContext = await browser.newContext({ baseURL: CONSOLE_URL })
    const customer = await customerContext.newPage()
    await customer.goto(`${prefix}/track-your-cargo?tracking_id=${sea}`)
    const others = customer.getByRole('region', { name: tracking.moveLegsHeading })
    await expect(others.getByRole('listitem')).toHaveCount(2)
    await expect(others.getByRole('listitem').first()).toContainText(air!)
    await expect(others).not.toContainText('Nadia')
    expect(await violations(customer)).toEqual([])
    // The customer who shows the shipment is theirs may follow the whole move by e-mail.
    await customer.getByRole('button', { name: result.showFullDetails }).click()
    await customer.getByLabel(result.last4Label).fill('2233')
    await customer.getByRole('button', { name: result.showDetails, exact: true }).click()
    await expect(customer.getByRole('checkbox', { name: result.wholeMove })).toBeVisible()
    expect(await violations(customer)).toEqual([])
    await others.getByRole('link', { name: tracking.trackAllLegs }).click()
    await expect(customer).toHaveURL(new RegExp(`tracking_id=${sea},${air},${storage}$`))
    await expect(customer.getByText(tracking.listCaption(3))).toBeVisible()
    await customerContext.close()

    // Without scripts, the server renders the legs into the page.
    const noScript = await browser.newContext({ baseURL: CONSOLE_URL, javaScriptEnabled: false })
    const plain = await noScript.newPage()
    await plain.goto(`${prefix}/track-your-cargo?tracking_id=${air}`)
    const plainLegs = plain.getByRole('region', { name: tracking.moveLegsHeading })
    await expect(plainLegs.getByRole('link', { name: new RegExp(sea!) })).toBeVisible()
    await expect(plainLegs.getByRole('link', { name: new RegExp(storage!) })).toBeVisible()
    await noScript.close()

    // Out of the move again, the shipment stands alone.
    await legs.getByRole('button', { name: ui.leaveMove }).click()
    await expect(legs.getByText(ui.noLegs)).toBeVisible()
  })
