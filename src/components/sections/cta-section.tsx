import type { ReactNode } from 'react'

import { RunningText } from '@/components/ui/running-text'

type CtaSectionProps = {
  id: string
  title: string
  /** The first paragraph is set larger. */
  paragraphs: string[]
  action: ReactNode
}

/** The navy call-to-action band that closes a page before the footer. */
export function CtaSection({ id, title, paragraphs, action }: CtaSectionProps) {
  const [lead, ...rest] = paragraphs
  return (
    <section aria-labelledby={id} className="section">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-3xl bg-navy-900 px-6 py-12 text-center text-white sm:px-12 lg:py-16">
          <div
            aria-hidden="true"
            className="absolute -top-24 -end-24 size-72 bg-radial-[closest-side] from-accent-500/15 from-55% to-transparent"
          />
          <div className="relative mx-auto flex max-w-3xl flex-col items-center gap-5">
            <h2 id={id} className="text-3xl text-white sm:text-4xl">
              {title}
            </h2>
            {lead ? (
              <p className="text-xl text-navy-50">
                <RunningText text={lead} />
              </p>
            ) : null}
            {rest.map((paragraph) => (
              <p key={paragraph} className="text-navy-100">
                <RunningText text={paragraph} />
              </p>
            ))}
            <div className="pt-2">{action}</div>
          </div>
        </div>
      </div>
    </section>
  )
}
