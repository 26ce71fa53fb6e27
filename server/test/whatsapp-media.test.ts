// A customer's attachment opened from the console (issue 54, item 4), on both databases: fetched
// from the (fake) Graph API with the Bearer token when asked for, served with its type, nosniff and
// no caching, documents as downloads under a safe name; refused by type and by size (before the
// download when Meta announces the size, while reading when it does not tell the truth), when Meta
// does not give it, and to a member whose role may not read the thread.
import { describe, expect, it } from 'vitest'

import { backends } from './helpers.ts'
import { ACCOUNT, whatsappWorld } from './whatsapp-in-helpers.ts'

const MEDIA = '/api/staff/whatsapp/media'
const MB = 1024 * 1024

describe.each(backends)('WhatsApp attachments, on %s', (backend) => {
  const { world, settled, messagesOf, get, exec } = whatsappWorld(backend)
  let from = 97455700000

  /** The customer sends `message`; the stored row's id. */
  async function received(message: Record<string, unknown>) {
    const phone = String(from++)
    await world.graph.postMessage(world.webhook, { from: phone, message })
    await settled()
    return Number((await messagesOf(phone))[0]!.id)
  }
  const downloads = (id: string) =>
    world.graph.requests.filter((request) => request.path.startsWith(`/media-download/${id}`))

  it('serves an image inline and a document as a download, fetched with the Bearer token', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])
    world.graph.media.add('m-photo', { type: 'image/jpeg', bytes: jpeg })
    const photo = await received({
      type: 'image',
      image: { id: 'm-photo', mime_type: 'image/jpeg', caption: 'Sofa' },
    })
    const shown = await get('sales', `${MEDIA}/${photo}`)
    expect(shown.statusCode).toBe(200)
    expect(shown.rawPayload.equals(jpeg)).toBe(true)
    expect(shown.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    })
    expect(String(shown.headers['content-disposition'])).toMatch(/^inline; /)
    const asked = world.graph.requests.filter((request) =>
      /^\/v[\d.]+\/m-photo$/.test(request.path),
    )
    expect(asked.map((request) => request.authorization)).toEqual([`Bearer ${ACCOUNT.token}`])
    expect(downloads('m-photo')[0]!.authorization).toBe(`Bearer ${ACCOUNT.token}`)

    world.graph.media.add('m-pdf', { type: 'application/pdf', bytes: '%PDF-1.7 inventory' })
    const pdf = await received({
      type: 'document',
      document: {
        id: 'm-pdf',
        mime_type: 'application/pdf',
        filename: '../../etc/قائمة "الأثاث".pdf',
      },
    })
    const file = await get('admin', `${MEDIA}/${pdf}`)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="_____ ______.pdf"; filename*=UTF-8''${encodeURIComponent('قائمة الأثاث.pdf')}`,
    )
    expect(file.body).toBe('%PDF-1.7 inventory')
  })

  it('names a document without a file name after its message', async () => {
    world.graph.media.add('m-xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes: 'PK',
    })
    const sheet = await received({
      type: 'document',
      document: {
        id: 'm-xlsx',
        mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    })
    const file = await get('sales', `${MEDIA}/${sheet}`)
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="whatsapp-${sheet}.xlsx"; filename*=UTF-8''whatsapp-${sheet}.xlsx`,
    )
  })

  it('refuses a type it does not serve, before fetching anything when the webhook named it', async () => {
    world.graph.media.add('m-zip', { type: 'application/zip', bytes: 'PK' })
    const zip = await received({
      type: 'document',
      document: { id: 'm-zip', mime_type: 'application/zip', filename: 'a.zip' },
    })
    const refused = await get('sales', `${MEDIA}/${zip}`)
    expect(refused.statusCode).toBe(415)
    expect(refused.json().error).toBe(
      'This attachment (application/zip) cannot be opened here: only images, PDF and office documents, voice notes and videos can.',
    )
    expect(world.graph.requests.some((request) => request.path.endsWith('/m-zip'))).toBe(false)
    // The webhook said an image; Meta says SVG, which a browser would run: refused, not downloaded.
    world.graph.media.add('m-svg', { type: 'image/svg+xml', bytes: '<svg onload="alert(1)"/>' })
    const svg = await received({ type: 'image', image: { id: 'm-svg', mime_type: 'image/png' } })
    expect((await get('sales', `${MEDIA}/${svg}`)).statusCode).toBe(415)
    expect(downloads('m-svg')).toHaveLength(0)
  })

  it('refuses an attachment over 16 MB, before the download when Meta says so, or while reading', async () => {
    world.graph.media.add('m-big', { type: 'video/mp4', bytes: 'x', fileSize: 17 * MB })
    const big = await received({ type: 'video', video: { id: 'm-big', mime_type: 'video/mp4' } })
    const refused = await get('sales', `${MEDIA}/${big}`, 'ar')
    expect(refused.statusCode).toBe(413)
    expect(refused.json().error).toBe(
      'حجم هذا المرفق أكبر من 16 ميغابايت: يرجى فتحه على الهاتف الذي استقبله.',
    )
    expect(downloads('m-big')).toHaveLength(0)
    // Announced small, sent large: reading stops past the limit.
    world.graph.media.add('m-liar', {
      type: 'video/mp4',
      bytes: Buffer.alloc(16 * MB + 1),
      fileSize: 1000,
    })
    const liar = await received({ type: 'video', video: { id: 'm-liar', mime_type: 'video/mp4' } })
    expect((await get('sales', `${MEDIA}/${liar}`)).statusCode).toBe(413)
  })

  it('answers 502 with a clear message when Meta does not give the attachment', async () => {
    const gone = await received({ type: 'image', image: { id: 'm-gone', mime_type: 'image/jpeg' } })
    const refused = await get('sales', `${MEDIA}/${gone}`)
    expect(refused.statusCode).toBe(502)
    expect(refused.json().error).toBe(
      'WhatsApp did not give us this attachment. Please try again in a minute; Meta may have removed it after 30 days.',
    )
  })

  it('serves it only to a member who may read the thread', async () => {
    world.graph.media.add('m-lead', { type: 'image/png', bytes: 'png' })
    const onLead = await received({
      type: 'image',
      image: { id: 'm-lead', mime_type: 'image/png' },
    })
    expect((await get(null, `${MEDIA}/${onLead}`)).statusCode).toBe(401)
    const operations = await get('operations', `${MEDIA}/${onLead}`)
    expect(operations.statusCode).toBe(403)
    expect(operations.json().error).toBeTruthy()
    // A shipment's thread alone is operations' to read, and not sales'.
    await exec(`UPDATE whatsapp_messages SET lead_id = NULL, job_id = NULL WHERE id = ${onLead}`)
    await exec(`INSERT INTO jobs (tracking_id, contact_digits) VALUES ('WA-MEDIA-1', '55700999')`)
    await exec(
      `UPDATE whatsapp_messages SET job_id = (SELECT id FROM jobs WHERE tracking_id = 'WA-MEDIA-1') WHERE id = ${onLead}`,
    )
    expect((await get('operations', `${MEDIA}/${onLead}`)).statusCode).toBe(200)
    expect((await get('sales', `${MEDIA}/${onLead}`)).statusCode).toBe(403)
  })

  it('answers 404 for a message that does not exist or has no attachment', async () => {
    expect((await get('sales', `${MEDIA}/999999`)).statusCode).toBe(404)
    expect((await get('sales', `${MEDIA}/abc`)).statusCode).toBe(404)
    const text = await received({ type: 'text', text: { body: 'No file' } })
    const none = await get('sales', `${MEDIA}/${text}`)
    expect(none.statusCode).toBe(404)
    expect(none.json().error).toBe('This WhatsApp message has no attachment.')
  })
})
