import type { ReactNode } from 'react'

import { Link } from '@/components/ui/link'

import * as text from '../people.messages'
import { Notice } from '@/console/app/components/notice'
import { PageHeading } from '@/console/app/components/page-heading'

/**
 * A page a one-time link opens: its heading, then what went wrong with the link (and the way to
 * sign-in), or else `children`, or a "checking" line while the link is read.
 */
export function LinkPage({
  title,
  intro,
  problem,
  children,
}: {
  title: string
  intro?: string
  problem: string | null
  children?: ReactNode
}) {
  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 rounded-card bg-white p-6 shadow-soft">
      <PageHeading title={title} intro={intro} />
      {problem ? (
        <>
          <Notice tone="error">{problem}</Notice>
          <Link to="/sign-in" className="font-semibold text-navy-700 underline">
            {text.backToSignIn}
          </Link>
        </>
      ) : (
        (children ?? (
          <p role="status" className="text-ink-muted">
            {text.checkingLink}
          </p>
        ))
      )}
    </section>
  )
}
