// @vitest-environment node
import { formatDate, formatTime } from '../calendar'
import { arrivalOutlook, chronological, jobDetails } from '../format'

describe('formatDate', () => {
  const originalTz = process.env.TZ
  afterAll(() => {
    process.env.TZ = originalTz
  })

  test.each(['UTC', 'Asia/Qatar', 'America/New_York'])(
    'should keep the calendar date in %s',
    (tz) => {
      process.env.TZ = tz
      expect(formatDate('2025-03-07')).toBe('07/03/2025')
      expect(formatDate('2025-12-31T23:30:00Z')).toBe('31/12/2025')
      expect(new Date('2025-03-07T12:00:00Z').getTimezoneOffset()).toBe(
        { UTC: 0, 'Asia/Qatar': -180, 'America/New_York': 300 }[tz],
      )
    },
  )

  test('should show a dash for empty dates', () => {
    expect(formatDate(null)).toBe('-')
    expect(formatDate('')).toBe('-')
    expect(formatDate(undefined)).toBe('-')
  })
})

test('should show times as HH:MM', () => {
  expect(formatTime('09:15:00')).toBe('09:15')
  expect(formatTime('9:05')).toBe('09:05')
  expect(formatTime(null)).toBe('')
})

test('should order status updates oldest first', () => {
  const updates = [
    { id: 3, status_content: 'c', status_date: '2025-03-10', status_time: '08:00:00' },
    { id: 1, status_content: 'a', status_date: '2025-03-07', status_time: '17:00:00' },
    { id: 2, status_content: 'b', status_date: '2025-03-10', status_time: '07:59:00' },
  ]
  expect(chronological(updates).map((update) => update.id)).toEqual([1, 2, 3])
})

test('should fall back to a dash for every missing field', () => {
  const details = jobDetails({ tracking_id: 'WXYZ000001' })
  expect(details).toHaveLength(18)
  expect(details[0]).toEqual({ label: 'Tracking ID', value: 'WXYZ000001' })
  expect(details.slice(1).every((detail) => detail.value === '-')).toBe(true)
})

test('should call a planned arrival on the day itself an estimate, and the day after missed', () => {
  const job = { tracking_id: 'WXYZ000001', date_of_arrival: '2025-04-02', status_updates: [] }
  expect(arrivalOutlook(job, '2025-04-02')).toEqual({ kind: 'expected', date: '02/04/2025' })
  expect(arrivalOutlook(job, '2025-04-03')).toEqual({ kind: 'overdue', date: '02/04/2025' })
  expect(arrivalOutlook({ tracking_id: 'WXYZ000001' }, '2025-04-03')).toEqual({ kind: 'unknown' })
})
