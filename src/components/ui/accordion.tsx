import { useId, useState, type ReactNode } from 'react'

import { cn } from '@/lib/cn'

export type AccordionItem = { id: string | number; title: ReactNode; content: ReactNode }

type AccordionProps = {
  items: AccordionItem[]
  /** The item open at first; `null` starts with everything closed. */
  defaultOpenId?: AccordionItem['id'] | null
  headingLevel?: 'h2' | 'h3' | 'h4'
  tone?: 'light' | 'dark'
  className?: string
}

/**
 * A single open item; clicking the open item closes it, another opens instead.
 * Closed answers stay in the HTML (inert) so crawlers and the FAQ structured data agree.
 * The height animates with a CSS grid-rows transition rather than framer-motion, so the pages
 * with an FAQ do not download an animation engine for it.
 */
export function Accordion({
  items,
  defaultOpenId = null,
  headingLevel = 'h3',
  tone = 'light',
  className,
}: AccordionProps) {
  const [openId, setOpenId] = useState<AccordionItem['id'] | null>(defaultOpenId)
  const baseId = useId()
  const Heading = headingLevel

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {items.map((item) => {
        const open = item.id === openId
        const buttonId = `${baseId}-button-${item.id}`
        const panelId = `${baseId}-panel-${item.id}`
        return (
          <div
            key={item.id}
            className={cn(
              'rounded-card border transition-colors duration-200',
              tone === 'dark'
                ? 'border-white/15 bg-white/5'
                : open
                  ? 'border-accent-500/60 bg-white shadow-soft'
                  : 'border-navy-100 bg-white',
            )}
          >
            <Heading className="text-base font-semibold sm:text-lg">
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className={cn(
                  'flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-start',
                  tone === 'dark' ? 'text-white' : 'text-navy-900',
                )}
              >
                <span>{item.title}</span>
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-xl leading-none',
                    open
                      ? 'bg-accent-500 text-navy-950'
                      : tone === 'dark'
                        ? 'bg-white/10'
                        : 'bg-navy-50',
                  )}
                >
                  {open ? '−' : '+'}
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              inert={!open}
              className={cn(
                'grid transition-[grid-template-rows,opacity] duration-300 ease-in-out motion-reduce:transition-none',
                open ? 'grid-rows-[1fr] opacity-100' : 'grid-rows-[0fr] opacity-0',
              )}
            >
              <div className="overflow-hidden">
                <div
                  className={cn('px-5 pb-5', tone === 'dark' ? 'text-navy-100' : 'text-ink-muted')}
                >
                  {item.content}
                </div>
              </div>
            </div>
          </div>
        )
      })}
    </div>
  )
}
