// @vitest-environment node
import { displayDate, displayTime, excerpt, paginate, recentPosts, splitTitle } from '../blog'

test('should cut an excerpt to 40 words followed by ...', () => {
  const text = Array.from({ length: 55 }, (_, i) => `w${i + 1}`).join(' ')
  const cut = excerpt(text)
  expect(cut.endsWith('w40...')).toBe(true)
  expect(cut.split(' ')).toHaveLength(40)
  expect(excerpt('short and sweet')).toBe('short and sweet')
})

test('should split a title in half across two lines', () => {
  expect(splitTitle('Why Moving Insurance Matters for Families')).toEqual([
    'Why Moving Insurance',
    'Matters for Families',
  ])
  expect(splitTitle('Five word title here now')).toEqual(['Five word title', 'here now'])
})

test('should pick next, next+1 and previous in circular order', () => {
  const posts = ['a', 'b', 'c', 'd', 'e']
  expect(recentPosts(posts, 0)).toEqual(['b', 'c', 'e'])
  expect(recentPosts(posts, 4)).toEqual(['a', 'b', 'd'])
  expect(recentPosts(posts, 2)).toEqual(['d', 'e', 'b'])
  expect(recentPosts(['a', 'b'], 0)).toEqual(['b'])
  expect(recentPosts(['a'], 0)).toEqual([])
})

test('should paginate two per page and clamp impossible pages', () => {
  const items = [1, 2, 3, 4, 5]
  expect(paginate(items, 1)).toEqual({ items: [1, 2], page: 1, totalPages: 3 })
  expect(paginate(items, 3)).toEqual({ items: [5], page: 3, totalPages: 3 })
  expect(paginate(items, 9).page).toBe(3)
  expect(paginate(items, Number.NaN).page).toBe(1)
  expect(paginate([], 1)).toEqual({ items: [], page: 1, totalPages: 1 })
})

describe('displayDate', () => {
  it('writes a post date as the content does on English pages', () => {
    expect(displayDate('04 November 2026')).toBe('04 November 2026')
    expect(displayDate('17 March 2025')).toBe('17 March 2025')
  })

  it('leaves a date it cannot read as it is', () => {
    expect(displayDate('sometime soon')).toBe('sometime soon')
  })
})

describe('displayTime', () => {
  it('writes a post time as the content does on English pages', () => {
    expect(displayTime('04:20 PM')).toBe('04:20 PM')
    expect(displayTime('11:45 AM')).toBe('11:45 AM')
  })
})
