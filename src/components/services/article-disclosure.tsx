import { ChevronDown } from 'lucide-react'
import { useRef, type ReactNode } from 'react'

import type { ContentSection } from '@/content/types'

import * as text from './article-disclosure.messages'

const shift = { h1: 'h2', h2: 'h3', h3: 'h4', h4: 'h5' } as const

function Section({ section, id }: { section: ContentSection; id?: string }) {
  // The page's only h1 is its banner, so the article's levels move down one step.
  const Heading = shift[section.level]
  return (
    <section id={id} className="flex scroll-mt-28 flex-col gap-3">
      {section.heading ? (
        <Heading className="text-xl text-navy-900">{section.heading}</Heading>
      ) : null}
      {section.content ? <p>{section.content}</p> : null}
      {section.list ? (
        <ul className="flex list-disc flex-col gap-2 ps-6 marker:text-accent-600">
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
 * The long-form article (the specification keeps it off the page's visible flow, for search
 * engines) in a closed disclosure: it is in the HTML for crawlers and honest to people too — anyone
 * can open it, and screen readers meet a labelled, collapsed section rather than invisible text
 * (docs/decisions/003-article-disclosure.md). Its table of contents stays open, so visitors see
 * what the guide covers; a chapter link opens the guide at that chapter.
 */
export function ArticleDisclosure({ summary, sections, id }: ArticleDisclosureProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const chapters = sections
    .map((section, index) => ({ section, anchor: `${id}-${index}` }))
    .filter(({ section }) => section.level === 'h2' && section.heading)
  return (
    <section aria-labelledby={id} className="section bg-sand-100">
      <div className="container-page max-w-4xl">
        {chapters.length ? (
          <nav
            aria-label={text.contents}
            className="mb-4 rounded-card border border-navy-100 bg-white px-6 py-5 shadow-soft"
          >
            <p className="mb-3 text-sm font-semibold tracking-wide text-navy-700 uppercase">
              {text.contents}
            </p>
            <ol className="grid list-decimal gap-x-8 gap-y-2 ps-5 marker:text-accent-700 sm:grid-cols-2">
              {chapters.map(({ section, anchor }) => (
                <li key={anchor}>
                  <a
                    href={`#${anchor}`}
                    // Chromium opens a closed <details> for a fragment inside it; others need this.
                    onClick={() => detailsRef.current?.setAttribute('open', '')}
                    className="font-medium text-navy-900 underline-offset-4 hover:underline"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <details
          ref={detailsRef}
          className="group rounded-card border border-navy-100 bg-white shadow-soft"
        >
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
              <Section key={section.heading ?? index} section={section} id={`${id}-${index}`} />
            ))}
          </div>
        </details>
      </div>
    </section>
  )
}
