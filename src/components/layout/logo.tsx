import { siteConfig } from '@/config/env'
import { cn } from '@/lib/cn'

import * as text from './logo.messages'

/**
 * The brand mark: a parcel whose lid opens into a forward arrow, beside the company name. As a
 * link home (`home`) it says so to screen readers after the name, so the link's name holds the
 * words on screen (WCAG 2.5.3) instead of an aria-label replacing them. The wordmark is the
 * brand's Latin name in every language; where the page's language names the company otherwise
 * (the Arabic name from the settings, in `logo.messages.ar.ts`), the hidden name reads that name
 * first and the wordmark after it in brackets, marked as English.
 */
export function Logo({
  tone = 'dark',
  home = false,
  className,
}: {
  tone?: 'dark' | 'light'
  home?: boolean
  className?: string
}) {
  const wordmark = siteConfig.companyName
  const name = text.name(wordmark)
  const [first, ...rest] = wordmark.split(' ')
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
      {/* Two colours split the name across elements, which some name calculations would run
          together ("PearlCoast"); assistive technology reads it whole from the hidden copy. */}
      <span
        aria-hidden="true"
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
      <span className="sr-only">
        {name}
        {name === wordmark ? null : (
          <>
            {' ('}
            <span lang="en">{wordmark}</span>)
          </>
        )}
        {home ? text.home : null}
      </span>
    </span>
  )
}
