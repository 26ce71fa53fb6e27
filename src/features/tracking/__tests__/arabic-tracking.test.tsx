import { vi } from 'vitest'

import type { Job } from '@contract/jobs'
import { sampleJob } from '@/testing/mocks/handlers/jobs'
import { renderWithRouter, screen, within } from '@/testing/test-utils'

/**
 * The tracking answer as the Arabic build has it: the same components with each module that has
 * an Arabic twin resolved to the twin, as `tools/vite/locale-twins.ts` does in that build.
 */
async function arabicTrackingDetails() {
  vi.resetModules()
  vi.doMock('@/i18n/current', () => vi.importActual('@/i18n/current.ar'))
  for (const [english, arabic] of [
    ['../shown-date', '../shown-date.ar'],
    ['../place-name', '../place-name.ar'],
    ['../update-text', '../update-text.ar'],
    ['../tracking-details.messages', '../tracking-details.messages.ar'],
    ['../tracking-result.messages', '../tracking-result.messages.ar'],
  ] as const)
    vi.doMock(english, () => vi.importActual(arabic))
  vi.doMock('@contract/tracking-messages', () =>
    vi.importActual('../../../../shared/contract/tracking-messages.ar'),
  )
  return (await import('../components/tracking-details')).TrackingDetails
}

afterEach(() => {
  vi.doUnmock('@/i18n/current')
})

/** The description beside a detail's label. */
const detail = (label: string) => screen.getByText(label).nextElementSibling as HTMLElement

/** What each left-to-right isolate in an element holds. */
const isolates = (element: HTMLElement) =>
  [...element.querySelectorAll('bdi')].map((bdi) => [bdi.getAttribute('dir'), bdi.textContent])

const job: Job = {
  ...sampleJob,
  recipient_country: 'Australia',
  origin: 'Doha, Qatar',
  destination: 'Brisbane, Australia',
  status_updates: [
    {
      id: 2,
      status_content: 'Hamad Port: Loaded on vessel',
      status_content_ar: 'Hamad Port: تم تحميل الحاوية على السفينة',
      status_date: '2026-11-22',
      status_time: '22:40:00',
      milestone: 'departed',
    },
    {
      id: 1,
      status_content: 'Collected from the villa in Doha',
      status_date: '2026-11-04',
      status_time: null,
      milestone: 'collected',
    },
  ],
}

describe('The tracking answer in Arabic', () => {
  test('should write dates with month names and times with ص or م, naming Doha time', async () => {
    const TrackingDetails = await arabicTrackingDetails()
    renderWithRouter(<TrackingDetails job={job} />)
    expect(
      screen.getAllByText('22 نوفمبر 2026، 10:40 م (بتوقيت الدوحة)').length,
    ).toBeGreaterThanOrEqual(2)
    // The update's own line and the collection stage's date.
    expect(screen.getAllByText('4 نوفمبر 2026')).toHaveLength(2)
    expect(detail('تاريخ الاستلام')).toHaveTextContent(/^7 مارس 2025$/)
    expect(document.body).not.toHaveTextContent(/\d{2}\/\d{2}\/\d{4}/)
  })

  test('should say each stage’s state to screen readers after an Arabic comma', async () => {
    const TrackingDetails = await arabicTrackingDetails()
    renderWithRouter(<TrackingDetails job={job} />)
    const stages = within(screen.getByRole('region', { name: 'مراحل الشحنة' }))
    expect(stages.getByText('غادرت الشحنة', { exact: false })).toHaveTextContent(
      /^غادرت الشحنة، المرحلة الحالية$/,
    )
  })

  test('should isolate masked and Latin values so their dots and stops stay in place', async () => {
    const TrackingDetails = await arabicTrackingDetails()
    renderWithRouter(<TrackingDetails job={job} />)
    expect(isolates(detail('رقم التواصل'))).toEqual([['ltr', '•••••••56']])
    expect(isolates(detail('اسم العميل'))).toEqual([['ltr', 'F. A.']])
    expect(isolates(detail('البريد الإلكتروني'))).toEqual([['ltr', 'f•••@example.com']])
    expect(isolates(detail('رقم التتبّع'))).toEqual([['ltr', 'ABCD123456']])
  })

  test('should name countries and known places in Arabic', async () => {
    const TrackingDetails = await arabicTrackingDetails()
    renderWithRouter(<TrackingDetails job={job} />)
    expect(detail('دولة المستلم')).toHaveTextContent(/^أستراليا$/)
    expect(detail('نقطة الانطلاق')).toHaveTextContent(/^الدوحة، قطر$/)
    expect(detail('الوجهة')).toHaveTextContent(/^Brisbane، أستراليا$/)
  })

  test('should show staff’s Arabic note when there is one, and the English note otherwise', async () => {
    const TrackingDetails = await arabicTrackingDetails()
    renderWithRouter(<TrackingDetails job={job} />)
    const updates = within(screen.getByRole('region', { name: 'تحديثات الحالة' }))
    const [collected, departed] = updates.getAllByRole('listitem')
    expect(departed).toHaveTextContent('ميناء حمد: تم تحميل الحاوية على السفينة')
    expect(departed).not.toHaveTextContent('Loaded on vessel')
    expect(collected).toHaveTextContent('Collected from the villa in الدوحة')
  })
})
