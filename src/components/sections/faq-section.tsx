import { JsonLd } from '@/components/seo/json-ld'
import { Accordion } from '@/components/ui/accordion'
import { RunningText } from '@/components/ui/running-text'
import type { Faq } from '@/content/types'
import { cn } from '@/lib/cn'
import { faqSchema } from '@/lib/structured-data'

import { SectionHeading } from './section-heading'
import * as text from './faq-section.messages'

type FaqSectionProps = {
  id: string
  title: string
  eyebrow?: string
  subtitle?: string
  faqs: Faq[]
  /** Index of the question open at first; null keeps all closed. */
  defaultOpen?: number | null
  className?: string
}

/** A FAQ accordion with a single open item. */
export function FaqSection({
  id,
  title,
  eyebrow = text.eyebrow,
  subtitle,
  faqs,
  defaultOpen = 0,
  className,
}: FaqSectionProps) {
  return (
    <section aria-labelledby={id} className={cn('section', className)}>
      <JsonLd data={faqSchema(faqs)} />
      <div className="container-page flex flex-col gap-10">
        <SectionHeading id={id} title={title} eyebrow={eyebrow} subtitle={subtitle} />
        <Accordion
          className="mx-auto w-full max-w-3xl"
          items={faqs.map((faq, index) => ({
            id: index,
            title: faq.question,
            content: (
              <p>
                <RunningText text={faq.answer} />
              </p>
            ),
          }))}
          defaultOpenId={defaultOpen}
        />
      </div>
    </section>
  )
}
