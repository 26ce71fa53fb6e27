import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

import { cn } from '@/lib/cn'

/**
 * The arrow keys that step forward and back along a row: they follow the reading direction, so
 * right to left the left arrow goes forward.
 */
export function rowArrowKeys(element: Element) {
  return getComputedStyle(element).direction === 'rtl'
    ? { next: 'ArrowLeft', previous: 'ArrowRight' }
    : { next: 'ArrowRight', previous: 'ArrowLeft' }
}

type TabItem<T extends string> = { value: T; label: ReactNode }

type TabsProps<T extends string> = {
  label: string
  tabs: readonly TabItem<T>[]
  value: T
  onValueChange: (value: T) => void
  children: ReactNode
  tone?: 'light' | 'dark'
  className?: string
  listClassName?: string
}

/** ARIA tabs with roving focus: arrow keys, Home and End move between tabs. */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onValueChange,
  children,
  tone = 'light',
  className,
  listClassName,
}: TabsProps<T>) {
  const baseId = useId()
  const refs = useRef<Array<HTMLButtonElement | null>>([])
  const index = tabs.findIndex((tab) => tab.value === value)

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = tabs.length - 1
    const arrowKeys = rowArrowKeys(event.currentTarget)
    const next =
      event.key === arrowKeys.next
        ? index === last
          ? 0
          : index + 1
        : event.key === arrowKeys.previous
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    onValueChange(tabs[next]!.value)
    refs.current[next]?.focus()
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className={cn(
          'inline-flex max-w-full gap-1 overflow-x-auto rounded-full p-1',
          tone === 'dark' ? 'bg-white/10' : 'bg-navy-50',
          listClassName,
        )}
      >
        {tabs.map((tab, i) => {
          const selected = tab.value === value
          return (
            <button
              key={tab.value}
              ref={(element) => {
                refs.current[i] = element
              }}
              id={`${baseId}-tab-${tab.value}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
              onKeyDown={onKeyDown}
              className={cn(
                'min-h-11 shrink-0 rounded-full px-3 text-sm font-semibold whitespace-nowrap transition-colors duration-200 sm:px-5 sm:text-base',
                selected
                  ? 'bg-accent-500 text-navy-950 shadow-soft'
                  : tone === 'dark'
                    ? 'text-white hover:bg-white/10'
                    : 'text-navy-800 hover:bg-white',
              )}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${value}`}
        className="w-full"
      >
        {children}
      </div>
    </div>
  )
}
