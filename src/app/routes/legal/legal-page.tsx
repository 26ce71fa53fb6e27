import { Head } from '@/components/seo/head'
import { LegalDocumentSection } from '@/components/sections/legal-document-section'
import { PageBanner } from '@/components/ui/page-banner'
import { illustration } from '@/content/images'
import type { LegalDocument } from '@/content/types'

import * as text from './legal.messages'

/** The shared layout of /terms-and-conditions and /privacy-policy. */
export function LegalPage({
  document,
  path,
  label,
}: {
  document: LegalDocument
  path: string
  label: string
}) {
  const [first, ...rest] = document.title.split(' ')
  return (
    <>
      <Head
        title={document.metaTitle}
        description={document.metaDescription}
        keywords={document.keywords}
      />
      <PageBanner
        title={first ?? document.title}
        highlight={rest.join(' ')}
        text={text.effectiveFrom(document.effectiveDate)}
        image={illustration('customs-documents', text.bannerImage)}
        breadcrumb={{ label, to: path }}
      />
      <LegalDocumentSection document={document} />
    </>
  )
}
