import { Link } from '@/components/ui/link'
import { cn } from '@/lib/cn'

import * as text from './pagination.messages'

type PaginationProps = {
  page: number
  totalPages: number
  hrefFor: (page: number) => string
  label: string
}

const base =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-4 font-semibold'

/** Prev, numbered pages and Next; Prev is disabled on page 1, Next on the last page. */
export function Pagination({ page, totalPages, hrefFor, label }: PaginationProps) {
  const edge = (text: string, target: number, disabled: boolean) =>
    disabled ? (
      // A link with nowhere to go: still a control to assistive technology, announced as disabled.
      <span
        role="link"
        aria-disabled="true"
        className={cn(base, 'cursor-not-allowed text-ink-muted')}
      >
        {text}
      </span>
    ) : (
      <Link to={hrefFor(target)} className={cn(base, 'text-navy-900 hover:bg-navy-50')}>
        {text}
      </Link>
    )

  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      {edge(text.previous, page - 1, page <= 1)}
      {Array.from({ length: totalPages }, (_, i) => i + 1).map((number) => (
        <Link
          key={number}
          to={hrefFor(number)}
          aria-current={number === page ? 'page' : undefined}
          aria-label={text.page(number)}
          className={cn(
            base,
            number === page ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-navy-50',
          )}
        >
          {number}
        </Link>
      ))}
      {edge(text.next, page + 1, page >= totalPages)}
    </nav>
  )
}
