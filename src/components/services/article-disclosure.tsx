import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'

import type { ContentSection } from '@/content/types'

const shift = { h1: 'h2', h2: 'h3', h3: 'h4', h4: 'h5' } as const

function Section({ section }: { section: ContentSection }) {
  // The page's only h1 is its banner, so the article's levels move down one step.
  const Heading = shift[section.level]
  return (
    <section className="flex flex-col gap-3">
      {section.heading ? (
        <Heading className="text-xl text-navy-900">{section.heading}</Heading>
      ) : null}
      {section.content ? <p>{section.content}</p> : null}
      {section.list ? (
        <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-accent-600">
          {section.list.map((item) => {
            const [label, ...rest] = item.split(': ')
            return (
              <li key={item}>
                {rest.length ? (
                  <>
                    <strong className="text-navy-900">{label}:</strong> {rest.join(': ')}
                  </>
                ) : (
                  item
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
      {section.content2 ? <p>{section.content2}</p> : null}
      {section.subSections?.map((sub, index) => (
        <Section key={sub.heading ?? index} section={sub} />
      ))}
    </section>
  )
}

type ArticleDisclosureProps = { summary: ReactNode; sections: ContentSection[]; id: string }

/**
 * The long-form article (SPEC 2.5 'hidden search-engine content') in a closed disclosure: it is in
 * the HTML for crawlers, and it is honest to people too — anyone can open it, and screen readers
 * meet it as a labelled, collapsed section rather than as invisible text
 * (docs/decisions/003-article-disclosure.md).
 */
export function ArticleDisclosure({ summary, sections, id }: ArticleDisclosureProps) {
  return (
    <section aria-labelledby={id} className="section bg-sand-100">
      <div className="container-page max-w-4xl">
        <details className="group rounded-card border border-navy-100 bg-white shadow-soft">
          <summary className="flex min-h-16 cursor-pointer list-none items-center justify-between gap-4 px-6 py-4 [&::-webkit-details-marker]:hidden">
            <h2 id={id} className="text-lg sm:text-xl">
              {summary}
            </h2>
            <ChevronDown
              className="size-6 shrink-0 text-navy-700 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="flex flex-col gap-6 border-t border-navy-100 px-6 py-8 text-ink-muted">
            {sections.map((section, index) => (
              <Section key={section.heading ?? index} section={section} />
            ))}
          </div>
        </details>
      </div>
    </section>
  )
}
