import { RunningText } from '@/components/ui/running-text'
import type { LegalDocument } from '@/content/types'

import * as text from './legal-document-section.messages'

/** A legal text with its table of contents; each section is an anchor the contents link to. */
export function LegalDocumentSection({ document }: { document: LegalDocument }) {
  return (
    <section aria-labelledby="legal-contents-heading" className="section">
      <div className="container-page grid gap-10 lg:grid-cols-[18rem_1fr] lg:gap-16">
        <nav aria-labelledby="legal-contents-heading" className="lg:sticky lg:top-28 lg:self-start">
          <h2 id="legal-contents-heading" className="text-lg">
            {text.contents}
          </h2>
          <ol className="mt-4 flex flex-col gap-1 border-s-2 border-navy-100 text-sm">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ms-0.5 flex min-h-10 items-center border-s-2 border-transparent ps-4 text-ink-muted hover:border-accent-500 hover:text-navy-900"
                >
                  {index + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          <p className="text-sm font-semibold text-ink-muted">
            {text.effectiveDate(document.effectiveDate)}
          </p>
          <p className="mt-4 text-lg text-ink">
            <RunningText text={document.intro} />
          </p>
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-10 scroll-mt-28"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl">
                {index + 1}. {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-ink-muted">
                  <RunningText text={paragraph} />
                </p>
              ))}
              {section.list ? (
                <ul className="mt-4 flex list-disc flex-col gap-2 ps-6 text-ink-muted marker:text-accent-600">
                  {section.list.map((item) => (
                    <li key={item}>
                      <RunningText text={item} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </div>
    </section>
  )
}
