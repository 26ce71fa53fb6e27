// "How did we do?" (issue 55, item 3), on both databases: the page at /feedback/:token and its
// Arabic twin, found by the link's hash alone; every rating kept; 4–5 stars thanked with the
// Google button first; 1–3 stars thanked with an apology that says who calls, the comment
// reaching the lead's owner and the admins at once as console alerts, told live; the Google
// button on every state; and each refusal keeping what was typed.
import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { backends } from './helpers.ts'
import { followUpPagesWorld, jsonOf, newToken } from './follow-up-pages-helpers.ts'

const GOOGLE = 'https://www.google.com/maps/search/?api=1&amp;query=Pearl+Coast+Movers+Doha'

describe.each(backends)('the feedback page, on %s', (backend) => {
  const { world, query, member, newLead, newJob, reviewLink, open, post } =
    followUpPagesWorld(backend)

  /** A delivered shipment made from a lead that `owner` works (none: the team has it). */
  async function delivered(owner: number | null = null) {
    const lead = await newLead({ owner })
    const job = await newJob({ lead })
    return { lead, job }
  }
  const reviewsOf = (job: number) =>
    query(`SELECT * FROM reviews WHERE job_id = ${job} ORDER BY id`)
  const alertsOf = (job: number) =>
    query(`SELECT * FROM staff_alerts WHERE job_id = ${job} ORDER BY staff_id`)

  it('asks for 1 to 5 stars as radio buttons and a comment, with Google offered too', async () => {
    const { job } = await delivered()
    const token = await reviewLink(job.id)
    const page = await open(`/feedback/${token}`)
    expect(page.statusCode).toBe(200)
    const html = page.body
    expect(html).toContain('<html lang="en" dir="ltr">')
    expect(html).toContain('<h1>How did we do?</h1>')
    expect(html).toContain(`<form class="form" method="post" action="/feedback/${token}">`)
    for (const stars of [1, 2, 3, 4, 5])
      expect(html).toContain(`<input type="radio" name="rating" value="${stars}" required>`)
    expect(html).toContain('<legend>Your rating</legend>')
    expect(html).toContain('<span>5 stars: excellent</span>')
    expect(html).toContain('<textarea id="comment" name="comment" rows="5" maxlength="2000"')
    expect(html).toContain(`<a class="plain" href="${GOOGLE}">Review us on Google</a>`)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['x-robots-tag']).toBe('noindex')
    expect(html).toContain('<meta name="robots" content="noindex">')
  })

  it('speaks Arabic on /ar/feedback/, right to left', async () => {
    const { job } = await delivered()
    const token = await reviewLink(job.id, null, 'ar')
    const html = (await open(`/ar/feedback/${token}`)).body
    expect(html).toContain('<html lang="ar-QA" dir="rtl">')
    expect(html).toContain('<h1>كيف كانت تجربتك معنا؟</h1>')
    expect(html).toContain(`action="/ar/feedback/${token}"`)
    expect(html).toContain('<span>نجمة واحدة: ضعيف جدًا</span>')
    expect(html).toContain('قيّمنا على جوجل</a>')
  })

  it('answers a link that opens nothing with a 404 that shows nothing, and keeps nothing', async () => {
    const { job } = await delivered()
    await reviewLink(job.id)
    for (const url of [`/feedback/${newToken().token}`, '/feedback/short', '/ar/feedback/x%20y']) {
      const page = await open(url)
      expect(page.statusCode, url).toBe(404)
      expect(page.headers['cache-control']).toBe('no-store')
      expect(page.body).not.toContain('<form')
      expect(page.body).not.toContain(job.tracking)
    }
    expect((await open(`/feedback/${newToken().token}`)).body).toContain('This link opens no page')
    expect((await open(`/ar/feedback/${newToken().token}`)).body).toContain(
      'هذا الرابط لا يفتح أي صفحة',
    )
    const posted = await post(`/feedback/${newToken().token}`, { rating: '5', comment: 'Hi' })
    expect(posted.statusCode).toBe(404)
    expect(await query('SELECT id FROM reviews')).toHaveLength(0)
  })

  it('thanks 5 stars with the Google button first, keeps the rating and raises no alert', async () => {
    const owner = await member('sales', 'Omar Haddad')
    const { lead, job } = await delivered(owner)
    const token = await reviewLink(job.id, lead)
    const before = world.published
    const sent = await post(`/feedback/${token}`, { rating: '5', comment: '  Great crew!  ' })
    expect(sent.statusCode, sent.body).toBe(303)
    const [review] = await reviewsOf(job.id)
    expect(review).toMatchObject({ rating: 5, comment: 'Great crew!', locale: 'en' })
    expect(Number(review!.lead_id)).toBe(lead)
    expect(sent.headers.location).toBe(`/feedback/${token}?thanks=${review!.id}`)
    const thanks = (await open(String(sent.headers.location))).body
    expect(thanks).toContain('<h1>Thank you for your rating</h1>')
    expect(thanks).toContain('We are glad your move went well.')
    expect(thanks).toContain(`<a class="go" href="${GOOGLE}">Review us on Google</a>`)
    expect(thanks).not.toContain('<form')
    expect(await alertsOf(job.id)).toHaveLength(0)
    expect(world.published).toBe(before)
    const [line] = await query(
      `SELECT * FROM audit_log WHERE action = 'review.received' AND record_id = '${job.tracking}'`,
    )
    expect(line).toMatchObject({ record_type: 'shipment', actor_id: null })
    expect(jsonOf(line!.after)).toEqual({ rating: 5, leadId: lead, commented: true })
    // The customer's words stay out of the trail.
    expect(JSON.stringify(jsonOf(line!.after))).not.toContain('Great crew')
  })

  it('sends 2 stars to the lead’s owner and the admins at once, and still offers Google', async () => {
    const owner = await member('sales', 'Omar Haddad')
    const { lead, job } = await delivered(owner)
    const token = await reviewLink(job.id, lead)
    const before = world.published
    const sent = await post(`/feedback/${token}`, { rating: '2', comment: 'The crew came late.' })
    expect(sent.statusCode, sent.body).toBe(303)
    const [review] = await reviewsOf(job.id)
    expect(review).toMatchObject({ rating: 2, comment: 'The crew came late.' })
    const alerts = await alertsOf(job.id)
    // One for the owner, one (no member) for every admin.
    expect(
      alerts.map((alert) => (alert.staff_id === null ? null : Number(alert.staff_id))).sort(),
    ).toEqual([owner, null].sort())
    for (const alert of alerts) expect(alert).toMatchObject({ kind: 'low-rating', read_at: null })
    for (const alert of alerts) {
      expect(Number(alert.review_id)).toBe(Number(review!.id))
      expect(Number(alert.lead_id)).toBe(lead)
    }
    expect(world.published).toBe(before + 1)
    const thanks = (await open(String(sent.headers.location))).body
    expect(thanks).toContain('We are sorry your move fell short of what you expected.')
    expect(thanks).toContain('Omar Haddad from our team has your comment and will call you')
    expect(thanks).toContain(`<a class="plain" href="${GOOGLE}">Review us on Google</a>`)
  })

  it('alerts only the admins when the team has the lead, and says a manager will call, in Arabic', async () => {
    const { lead, job } = await delivered()
    const token = await reviewLink(job.id, lead, 'ar')
    const sent = await post(`/ar/feedback/${token}`, { rating: '1', comment: 'تأخّر الفريق.' })
    expect(sent.statusCode, sent.body).toBe(303)
    expect(sent.headers.location).toMatch(new RegExp(`^/ar/feedback/${token}\\?thanks=\\d+$`))
    const alerts = await alertsOf(job.id)
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.staff_id).toBeNull()
    expect((await reviewsOf(job.id))[0]).toMatchObject({ rating: 1, locale: 'ar' })
    const thanks = (await open(String(sent.headers.location))).body
    expect(thanks).toContain('<html lang="ar-QA" dir="rtl">')
    expect(thanks).toContain('وصل تعليقك إلى أحد مديري فريقنا')
    expect(thanks).toContain('قيّمنا على جوجل</a>')
  })

  it('keeps every rating given, and shows each thank-you only on its own shipment’s link', async () => {
    const { lead, job } = await delivered()
    const other = await delivered()
    const token = await reviewLink(job.id, lead)
    const otherToken = await reviewLink(other.job.id)
    await post(`/feedback/${token}`, { rating: '3', comment: '' })
    const second = await post(`/feedback/${token}`, {
      rating: '4',
      comment: 'Better on reflection.',
    })
    expect((await reviewsOf(job.id)).map((review) => review.rating)).toEqual([3, 4])
    const id = String(second.headers.location).split('=')[1]
    const elsewhere = (await open(`/feedback/${otherToken}?thanks=${id}`)).body
    expect(elsewhere).toContain('<h1>How did we do?</h1>')
    expect(elsewhere).not.toContain('Thank you for your rating')
  })

  it('refuses a rating outside 1–5 with a clear message, keeping the comment typed', async () => {
    const { job } = await delivered()
    const token = await reviewLink(job.id)
    for (const rating of ['0', '6', '4.5', 'five', '']) {
      const page = await post(`/feedback/${token}`, { rating, comment: 'Kept <as typed>' })
      expect(page.statusCode, rating).toBe(422)
      expect(page.body).toContain(
        '<p class="error" id="rating-error">Choose from 1 to 5 stars.</p>',
      )
      expect(page.body).toContain('<fieldset aria-invalid="true" aria-describedby="rating-error">')
      expect(page.body).toContain('>Kept &lt;as typed&gt;</textarea>')
    }
    const none = await post(`/feedback/${token}`, { comment: 'No stars' })
    expect(none.statusCode).toBe(422)
    const arabic = await post(`/ar/feedback/${token}`, { rating: '9', comment: 'نص' })
    expect(arabic.body).toContain('اختر من نجمة واحدة إلى 5 نجوم.')
    expect(await reviewsOf(job.id)).toHaveLength(0)
  })

  it('refuses a comment over 2,000 characters, keeping it and the stars chosen', async () => {
    const { job } = await delivered()
    const token = await reviewLink(job.id)
    const long = 'a'.repeat(2_001)
    const page = await post(`/feedback/${token}`, { rating: '2', comment: long })
    expect(page.statusCode).toBe(422)
    expect(page.body).toContain(
      '<p class="error" id="comment-error">Your comment is longer than 2,000 characters: please shorten it.</p>',
    )
    expect(page.body).toContain(`>${long}</textarea>`)
    expect(page.body).toContain('<input type="radio" name="rating" value="2" required checked>')
    expect(await reviewsOf(job.id)).toHaveLength(0)
    // 2,000 is allowed.
    const fits = await post(`/feedback/${token}`, { rating: '2', comment: 'a'.repeat(2_000) })
    expect(fits.statusCode).toBe(303)
  })

  it('refuses a rating posted from another site', async () => {
    const { job } = await delivered()
    const token = await reviewLink(job.id)
    for (const origin of ['https://evil.example', null]) {
      const page = await post(`/feedback/${token}`, { rating: '1', comment: 'x' }, origin)
      expect(page.statusCode).toBe(403)
    }
    expect(await reviewsOf(job.id)).toHaveLength(0)
  })

  it('takes at most 5 ratings a link an hour, so it cannot flood the console', async () => {
    const { job } = await delivered()
    const token = await reviewLink(job.id)
    for (let i = 0; i < 5; i++)
      expect((await post(`/feedback/${token}`, { rating: '1', comment: `${i}` })).statusCode).toBe(
        303,
      )
    const sixth = await post(`/feedback/${token}`, { rating: '1', comment: 'sixth' })
    expect(sixth.statusCode).toBe(429)
    expect(sixth.body).toContain('You have sent several ratings in the last hour.')
    expect(sixth.body).toContain('>sixth</textarea>')
    expect(await reviewsOf(job.id)).toHaveLength(5)
  })

  it('is private: every inline style allowed by its hash, nothing from another origin', async () => {
    const { job } = await delivered()
    const page = await open(`/feedback/${await reviewLink(job.id)}`)
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).not.toMatch(/https?:|\*/)
    for (const [, style] of page.body.matchAll(/<style>([\s\S]*?)<\/style>/g))
      expect(csp).toContain(`'sha256-${createHash('sha256').update(style!).digest('base64')}'`)
    // Only the Google button leaves the site, and only when followed.
    expect(page.body).not.toMatch(/src="(?:https?:)?\/\//)
  })
})
