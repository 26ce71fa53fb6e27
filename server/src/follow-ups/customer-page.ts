/**
 * What the follow-ups' customer pages share (issue 55): the feedback page and the stop page are
 * written by the server as the quote page is (ADR 044), in its document, with its stylesheet and
 * its headers (private, no-store, noindex, nothing from another origin), plus the few rules their
 * forms need. A link that opens nothing answers 404 with a page that names nothing.
 */
import type { FastifyReply } from 'fastify'

import type { EnquiryLocale } from '@contract/enquiry.ts'
import { pageAssets, pageDocument, privatePage, quotePageStyle } from '../quotes/index.ts'
import type { Site } from '../site/index.ts'

import * as ar from './customer-page-messages.ar.ts'
import * as en from './customer-page-messages.ts'

/** The forms' rules: big targets for a thumb, the site's one gold action, visible focus. */
const followUpPageStyle = `
.card h1+*{margin-block-start:.75rem}
.card p+p{margin-block-start:.75rem}
.lead{font-size:1.0625rem}
.form fieldset{border:0;margin:1rem 0 0;padding:0}
.form legend{font-weight:700;padding:0;margin-block-end:.5rem}
.stars{display:grid;gap:.5rem}
.star{display:flex;align-items:center;gap:.75rem;min-height:48px;padding:.5rem .875rem;border:1px solid #8A94A6;border-radius:12px;cursor:pointer;font-weight:600}
.star input{width:1.375rem;height:1.375rem;margin:0;flex:none;accent-color:#1B3A66}
.star:has(input:checked){border-color:#1B3A66;background:#EEF3F9}
.star:has(input:focus-visible){outline:3px solid #2E5A8F;outline-offset:2px}
.glyphs{color:#86520B;letter-spacing:.1em;white-space:nowrap}
.form label.field{display:block;font-weight:700;margin-block:1.25rem .375rem}
.form textarea{width:100%;min-height:7rem;padding:.5rem .75rem;border:1px solid #8A94A6;border-radius:10px;font:inherit}
.form textarea:focus-visible{outline:3px solid #2E5A8F;outline-offset:2px}
.form .error{color:#B42318;font-weight:600;margin-block-start:.375rem}
.form [aria-invalid=true]{border-color:#B42318}
.hint{color:#4A5568;font-size:.875rem;margin-block-start:.25rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-block-start:1.25rem}
.go,.plain{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:.625rem 1.5rem;border-radius:999px;font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
.go{border:0;background:#F2A33A;color:#0B1F3A}
.go:hover{background:#F5B955}
.plain{border:1px solid #1B3A66;background:#fff;color:#1B3A66}
.choice{margin-block-start:1.25rem}
.choice+.choice{margin-block-start:1.25rem;padding-block-start:1.25rem;border-block-start:1px solid #EADFCC}
.choice .actions{margin-block-start:0}
.choice .hint{margin-block-start:.5rem}
.notice.done{border-color:#067647;background:#ECFDF3;color:#054F31}
@media (min-width:40rem){.stars{grid-template-columns:repeat(5,1fr)}.star{flex-direction:column;text-align:center;gap:.25rem}}
`

const texts = { en, ar }
const styles = [quotePageStyle, followUpPageStyle]

/** Writes the follow-ups' pages in the built site's fonts. */
export function customerPages(site: Site) {
  const assets = pageAssets(site)
  const page = (
    reply: FastifyReply,
    language: EnquiryLocale,
    title: string,
    main: string,
    status = 200,
  ) =>
    privatePage(reply, styles, status).send(pageDocument(language, title, main, { styles, assets }))
  return {
    page,
    /** The answer to a link that opens nothing, wrong or malformed alike. */
    notFound(reply: FastifyReply, language: EnquiryLocale) {
      const words = texts[language]
      const main = `<div class="card"><h1>${words.notFoundTitle}</h1><p class="lost">${words.notFoundText}</p></div>`
      return page(reply, language, words.notFoundTitle, main, 404)
    },
  }
}
