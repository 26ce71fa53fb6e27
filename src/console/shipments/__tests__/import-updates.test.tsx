import { http, HttpResponse } from 'msw'

import { CSV_TEMPLATE } from '@contract/shipments'
import { ImportUpdatesPage } from '@/console/shipments/import-updates'
import { server } from '@/testing/mocks/server'
import { renderWithRouter, screen, within } from '@/testing/test-utils'

import * as desk from '../desk.messages'
import * as text from '../shipments.messages'

const IMPORT = '/api/staff/shipments/import'
const arrived = {
  stage: 'customs_cleared',
  date: '2030-05-04',
  time: '10:30',
  location: 'Jebel Ali',
  note: 'Cleared at Jebel Ali',
  noteAr: null,
}
const rows = [
  {
    row: 2,
    trackingId: 'PCMX000001',
    update: arrived,
    stage: { before: 'in_transit', after: 'customs_cleared' },
    emails: 2,
    skips: ['arrived'],
  },
  { row: 3, trackingId: 'NOPE000000', errors: { trackingId: 'There is no shipment.' } },
]

/** The page with a file chosen and checked; the requests the server got. */
async function checked() {
  const asked: Array<{ dryRun: string | null; body: { csv: string; skip: number[] } }> = []
  server.use(
    http.post(IMPORT, async ({ request }) => {
      const body = (await request.json()) as { csv: string; skip: number[] }
      const dryRun = new URL(request.url).searchParams.get('dryRun')
      asked.push({ dryRun, body })
      return HttpResponse.json(
        dryRun === '1'
          ? { ok: true, applied: false, rows, count: 1 }
          : {
              ok: true,
              applied: true,
              rows: [rows[0], { row: 3, trackingId: 'NOPE000000', skipped: true }],
              count: 1,
            },
      )
    }),
  )
  const { user } = renderWithRouter(<ImportUpdatesPage />)
  const file = new File(['tracking number,stage\n'], 'today.csv', { type: 'text/csv' })
  await user.upload(screen.getByLabelText(text.csvFile), file)
  await user.click(screen.getByRole('button', { name: text.checkFile }))
  return { asked, user, table: await screen.findByRole('table') }
}

describe('Importing a day’s updates', () => {
  test('should show every field each row will post, and warn of a stage passed over', async () => {
    const { table } = await checked()
    const [, first] = within(table).getAllByRole('row')
    for (const shown of ['PCMX000001', '4 May 2030', '10:30', 'Jebel Ali', 'Cleared at Jebel Ali'])
      expect(within(first!).getByText(shown)).toBeVisible()
    expect(within(first!).getByText('In transit → Customs cleared')).toBeVisible()
    expect(within(first!).getByText(desk.skipsStages('Arrived'))).toBeVisible()
  })

  test('should apply the rest only once the wrong rows are unticked, leaving them out', async () => {
    const { asked, user } = await checked()
    expect(screen.getByRole('alert')).toHaveTextContent(text.fixRows)
    expect(screen.queryByRole('button', { name: /^Post/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: desk.postRow(3) }))
    await user.click(screen.getByRole('button', { name: desk.applyChosen(1) }))
    expect(await screen.findByText(text.rowsApplied(1))).toBeVisible()
    expect(asked.at(-1)).toMatchObject({ dryRun: '0', body: { skip: [3] } })
    expect(screen.getByText(desk.leftOut)).toBeVisible()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })

  test('should offer a template with the header and an example row', () => {
    renderWithRouter(<ImportUpdatesPage />)
    const link = screen.getByRole('link', { name: desk.downloadTemplate })
    expect(link).toHaveAttribute('download', desk.templateFile)
    const csv = decodeURIComponent(link.getAttribute('href')!.split(',').slice(1).join(','))
    expect(csv).toBe(`\uFEFF${CSV_TEMPLATE}`)
    expect(CSV_TEMPLATE.trim().split('\r\n')).toHaveLength(2)
  })
})
