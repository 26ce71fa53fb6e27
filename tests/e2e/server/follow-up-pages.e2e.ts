// The follow-ups' customer pages (issue 55, items 3 and 4) against the real server, in English and
// Arabic: "How did we do?" rated from the keyboard alone, 5 stars leading to the Google button and
// 2 stars to an apology that names who calls, with the Google button still there; the stop page
// stopping this move and then everything; a link that opens nothing. axe finds nothing on any
// state, and each state is photographed at a phone's width (375 px) and a desktop's (1280 px)
// into test-results/server-e2e/follow-up-pages/.
import { createHash, randomBytes } from 'node:crypto'
import { join } from 'node:path'

import type { Page } from '@playwright/test'
import Database from 'better-sqlite3'

import { expect, test, violations } from '../fixtures'

import { E2E_DATABASE } from './playwright.config'

const SHOTS = join(import.meta.dirname, '../../../test-results/server-e2e/follow-up-pages')

const DAY = 86_400_000

const newToken = () => {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: createHash('sha256').update(token).digest('hex') }
}

/** A shipment booked a week ahead from a lead a sales member works, with a review and a stop link. */
function deliveredMove(language: 'en' | 'ar') {
  const db = new Database(E2E_DATABASE)
  try {
    const unique = randomBytes(4).toString('hex')
    // Moving day a week ahead: its reminder is one the planner wants too, so only a stop ends it.
    const movingDay = new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10)
    const dayBefore = Date.parse(`${movingDay}T08:00:00+03:00`) - DAY
    // Each move its own customer: a stop of everything covers the address and the number.
    const phone = `9745${String(parseInt(unique, 16) % 10_000_000).padStart(7, '0')}`
    const owner = db
      .prepare(
        `INSERT INTO staff_accounts (email, name, role, webauthn_user_id)
         VALUES (?, 'Omar Haddad', 'sales', ?) RETURNING id`,
      )
      .get(`omar.${unique}@staff.example.qa`, unique) as { id: number }
    const lead = db
      .prepare(
        `INSERT INTO enquiries (full_name, phone_number, email, service_type, message, referer_url,
           submitted_url, client_ip, locale, assigned_to)
         VALUES ('Layla Haddad', ?, ?, 'localMove', '', '', '', '127.0.0.1', ?, ?)
         RETURNING id`,
      )
      .get(phone, `layla.${unique}@example.com`, language, owner.id) as { id: number }
    const job = db
      .prepare(
        `INSERT INTO jobs (tracking_id, lead_id, email, contact_number, contact_digits, collection_date)
         VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .get(
        `PCM-FU-${unique}`,
        lead.id,
        `layla.${unique}@example.com`,
        `+${phone}`,
        phone,
        movingDay,
      ) as { id: number }
    const review = newToken()
    db.prepare(
      `INSERT INTO review_links (token_hash, job_id, lead_id, locale, created_at) VALUES (?, ?, ?, ?, ?)`,
    ).run(review.hash, job.id, lead.id, language, Date.now())
    const stop = newToken()
    db.prepare(
      `INSERT INTO follow_up_links (token_hash, lead_id, job_id, email, phone, locale, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(stop.hash, lead.id, job.id, `layla.${unique}@example.com`, phone, language, Date.now())
    const followUp = db
      .prepare(
        `INSERT INTO follow_ups (rule, key, lead_id, job_id, due_at, locale, created_at, updated_at)
         VALUES ('move_1_day', ?, ?, ?, ?, ?, 1, 1) RETURNING id`,
      )
      .get(`move_1_day:job:${job.id}:${movingDay}`, lead.id, job.id, dayBefore, language) as {
      id: number
    }
    return { review: review.token, stop: stop.token, jobId: job.id, followUpId: followUp.id }
  } finally {
    db.close()
  }
}

const read = <Row>(sql: string, ...values: unknown[]) => {
  const db = new Database(E2E_DATABASE, { readonly: true })
  try {
    return db.prepare(sql).all(...values) as Row[]
  } finally {
    db.close()
  }
}

/** axe on the state shown, then its photographs at 375 and 1280 px. */
async function checked(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 })
    expect(await violations(page)).toEqual([])
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true })
  }
}

const words = {
  en: {
    prefix: '',
    five: '5 stars: excellent',
    two: '2 stars: poor',
    comment: 'Anything you would like to tell us? (optional)',
    send: 'Send my rating',
    google: 'Review us on Google',
    owner: 'Omar Haddad from our team has your comment',
    move: 'Stop follow-ups for this move',
    all: /^Stop everything from /,
    movedDone: 'Done: you will get no more follow-ups for this move.',
    allDone: /^Done: .* will send you no more follow-ups/,
  },
  ar: {
    prefix: '/ar',
    five: '5 نجوم: ممتاز',
    two: 'نجمتان: ضعيف',
    comment: 'هل تودّ أن تخبرنا بشيء؟ (اختياري)',
    send: 'أرسل تقييمي',
    google: 'قيّمنا على جوجل',
    owner: 'من فريقنا، وسيتصل بك لتصحيح الأمر',
    move: 'إيقاف رسائل المتابعة لعملية النقل هذه',
    all: /^إيقاف كل الرسائل من /,
    movedDone: 'تمّ: لن تصلك بعد الآن رسائل متابعة لعملية النقل هذه.',
    allDone: /^تمّ: لن ترسل إليك .* بعد الآن أي رسائل متابعة/,
  },
} as const

for (const language of ['en', 'ar'] as const) {
  const w = words[language]

  test(`A happy customer rates 5 stars from the keyboard and is offered Google first (${language})`, async ({
    page,
  }) => {
    const { review, jobId } = deliveredMove(language)
    await page.goto(`${w.prefix}/feedback/${review}`)
    await checked(page, `feedback-form-${language}`)
    // Real radio buttons: the arrow keys move through the stars.
    await page.getByRole('radio', { name: w.two }).focus()
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('radio', { name: w.five })).toBeChecked()
    await page.getByLabel(w.comment).fill('The crew were careful and on time.')
    await page.getByRole('button', { name: w.send }).press('Enter')
    await expect(page.getByRole('link', { name: w.google })).toHaveClass('go')
    await checked(page, `feedback-happy-${language}`)
    expect(read<{ rating: number }>('SELECT rating FROM reviews WHERE job_id = ?', jobId)).toEqual([
      { rating: 5 },
    ])
  })

  test(`An unhappy customer's 2 stars reach the owner and the admins, and Google stays (${language})`, async ({
    page,
  }) => {
    const { review, jobId } = deliveredMove(language)
    await page.goto(`${w.prefix}/feedback/${review}`)
    await page.getByRole('radio', { name: w.two }).check()
    await page.getByLabel(w.comment).fill('The crew arrived two hours late.')
    await page.getByRole('button', { name: w.send }).click()
    await expect(page.getByText(w.owner)).toBeVisible()
    await expect(page.getByRole('link', { name: w.google })).toHaveClass('plain')
    await checked(page, `feedback-low-${language}`)
    expect(read('SELECT id FROM staff_alerts WHERE job_id = ?', jobId)).toHaveLength(2)
  })

  test(`A customer stops this move's follow-ups, then everything, in one tap each (${language})`, async ({
    page,
  }) => {
    const { stop, followUpId } = deliveredMove(language)
    await page.goto(`${w.prefix}/follow-ups/stop/${stop}`)
    await checked(page, `stop-choices-${language}`)
    await page.getByRole('button', { name: w.move }).click()
    await expect(page.getByRole('status')).toHaveText(w.movedDone)
    expect(read('SELECT status, reason FROM follow_ups WHERE id = ?', followUpId)).toEqual([
      { status: 'cancelled', reason: 'stopped' },
    ])
    await checked(page, `stop-move-${language}`)
    await page.getByRole('button', { name: w.all }).click()
    await expect(page.getByRole('status')).toHaveText(w.allDone)
    await expect(page.getByRole('button')).toHaveCount(0)
    await checked(page, `stop-all-${language}`)
  })

  test(`A link that opens nothing shows nothing (${language})`, async ({ page }) => {
    const response = await page.goto(`${w.prefix}/feedback/${newToken().token}`)
    expect(response?.status()).toBe(404)
    await expect(page.locator('form')).toHaveCount(0)
    await checked(page, `not-found-${language}`)
  })
}
