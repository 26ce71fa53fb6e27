import type { ReactNode } from 'react'

/** A card of a console page, named by its heading for screen readers' region list. */
export function Section({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-white p-4 shadow-soft sm:p-6">
      <h2 id={id} className="mb-4 text-xl">
        {title}
      </h2>
      {children}
    </section>
  )
}
