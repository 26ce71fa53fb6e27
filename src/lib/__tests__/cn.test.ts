// @vitest-environment node
import { describe, expect, test } from 'vitest'

import { cn } from '../cn'

describe('cn', () => {
  test('should skip falsy values and join the rest', () => {
    expect(
      cn('flex', false, null, undefined, 'gap-2', { hidden: false, 'items-center': true }),
    ).toBe('flex gap-2 items-center')
  })

  test('should let a later padding win over the one a component set, as the header button needs', () => {
    expect(cn('min-h-10 px-4 text-sm', 'px-3')).toBe('min-h-10 text-sm px-3')
    expect(cn('px-4 py-2', 'p-6')).toBe('p-6')
    expect(cn('p-6', 'px-2')).toBe('p-6 px-2')
  })

  test('should treat text sizes, colours and alignment as separate groups', () => {
    expect(cn('text-sm text-navy-900 text-left', 'text-lg')).toBe('text-navy-900 text-left text-lg')
    expect(cn('text-sm text-navy-900', 'text-white')).toBe('text-sm text-white')
    expect(cn('text-ink', 'text-ink-muted')).toBe('text-ink-muted')
  })

  test('should keep a border width and a border colour together, and merge each with its own kind', () => {
    expect(cn('border-2 border-navy-900', 'border-accent-500/60')).toBe(
      'border-2 border-accent-500/60',
    )
    expect(cn('border border-navy-100', 'border-4')).toBe('border-navy-100 border-4')
    expect(cn('border-t-4', 'border-accent-500')).toBe('border-t-4 border-accent-500')
  })

  test('should merge within one breakpoint or state only', () => {
    expect(cn('px-4 sm:px-6 hover:bg-navy-50', 'sm:px-8 hover:bg-white')).toBe(
      'px-4 sm:px-8 hover:bg-white',
    )
  })

  test('should merge sizes, radii, shadows, display and direction', () => {
    expect(cn('size-4', 'size-5')).toBe('size-5')
    expect(cn('size-4', 'w-6')).toBe('size-4 w-6')
    expect(cn('rounded-full shadow-soft', 'rounded-card shadow-lift')).toBe(
      'rounded-card shadow-lift',
    )
    expect(cn('inline-flex', 'hidden')).toBe('hidden')
    expect(cn('flex flex-col gap-3', 'flex-row gap-1.5')).toBe('flex flex-row gap-1.5')
  })

  test('should leave classes outside its groups as written', () => {
    expect(cn('transition-colors duration-200', 'duration-300')).toBe(
      'transition-colors duration-200 duration-300',
    )
  })
})
