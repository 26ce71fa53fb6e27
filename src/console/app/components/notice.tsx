import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

/** A result or a refusal, announced as it appears. */
export function Notice({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl border px-4 py-3 text-sm',
        tone === 'error'
          ? 'border-red-700 bg-red-50 text-red-800'
          : 'border-green-700 bg-green-50 text-green-900',
      )}
    >
      {children}
    </div>
  )
}

/** The message of whatever went wrong, for a Notice. */
export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error)
