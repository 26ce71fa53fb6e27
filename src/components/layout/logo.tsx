import { siteConfig } from '@/config/env'
import { cn } from '@/lib/cn'

/** The brand mark: a parcel whose lid opens into a forward arrow, beside the company name. */
export function Logo({
  tone = 'dark',
  className,
}: {
  tone?: 'dark' | 'light'
  className?: string
}) {
  const [first, ...rest] = siteConfig.companyName.split(' ')
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 40 40" className="size-9 shrink-0" aria-hidden="true">
        <rect width="40" height="40" rx="11" fill="#0B1F3A" />
        <path d="M10 16l10-5 10 5v11l-10 5-10-5z" fill="#F2A33A" />
        <path d="M10 16l10 5 10-5M20 21v11" stroke="#0B1F3A" strokeWidth="2" fill="none" />
        <path
          d="M22 8h8v8"
          stroke="#fff"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span
        className={cn(
          'text-base leading-none font-extrabold tracking-tight sm:text-lg',
          tone === 'dark' ? 'text-navy-900' : 'text-white',
        )}
      >
        {first}
        {rest.length ? (
          <span className={tone === 'dark' ? 'text-accent-700' : 'text-accent-400'}>
            {' '}
            {rest.join(' ')}
          </span>
        ) : null}
      </span>
    </span>
  )
}
