import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

type SectionHeadingProps = {
  id: string
  title: string
  eyebrow?: string
  subtitle?: string
  align?: 'start' | 'center'
  tone?: 'light' | 'dark'
  className?: string
}

/** The eyebrow, h2 and subtitle every section opens with, so headings look alike across pages. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  subtitle,
  align = 'center',
  tone = 'light',
  className,
}: SectionHeadingProps) {
  return (
    <div
      className={cn(
        'flex max-w-3xl flex-col gap-3',
        align === 'center' && 'mx-auto items-center text-center',
        className,
      )}
    >
      {eyebrow ? (
        <p className={cn('eyebrow', tone === 'dark' && 'text-accent-400')}>{eyebrow}</p>
      ) : null}
      <h2 id={id} className={cn('text-3xl sm:text-4xl', tone === 'dark' && 'text-white')}>
        {title}
      </h2>
      {subtitle ? (
        <p className={cn('text-lg', tone === 'dark' ? 'text-navy-100' : 'text-ink-muted')}>
          {subtitle}
        </p>
      ) : null}
    </div>
  )
}

type HeadedSectionProps = Omit<SectionHeadingProps, 'className'> & {
  className?: string
  children: ReactNode
}

/** A page section in the page's column: its heading, then its content. */
export function HeadedSection({ className, children, ...heading }: HeadedSectionProps) {
  return (
    <section aria-labelledby={heading.id} className={cn('section', className)}>
      <div className="container-page flex flex-col gap-10">
        <SectionHeading {...heading} />
        {children}
      </div>
    </section>
  )
}
