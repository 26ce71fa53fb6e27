/**
 * Public route, for whoever holds a quote's link (no session): the customer's page,
 * /quote/:token and /ar/quote/:token, rendered by the server (issue 53, item 2). Guards: none but
 * the link itself, 256 random bits of which only the SHA-256 is stored; the page is never indexed,
 * cached or sent on as a referrer to another site, and loads nothing from another origin.
 *
 * Every token, well formed or not, is hashed and looked up by the same one indexed statement, so a
 * wrong, malformed or revoked link, or a quote never sent, costs what a right one costs before it
 * answers 404 with a page that names no quote. Accepting is accept-routes.ts.
 */
import { createHash } from 'node:crypto'

import type { FastifyInstance, FastifyReply } from 'fastify'

import type { EnquiryLocale } from '@contract/enquiry.ts'
import { contentSha256, type QuoteContent } from '@contract/quote-content.ts'
import type { BankDetails } from '@contract/quote-pipeline.ts'
import { whatsappNumber } from '@contract/whatsapp.ts'
import { localePath, locales } from '../../../src/i18n/locales.ts'
import { qatarToday } from '../../../src/lib/qatar-today.ts'
import type { Site } from '../site/index.ts'

import { acceptForm, acceptanceSection, acceptStyle, declineForm } from './accept-view.ts'
import { depositSection } from './deposit-view.ts'
import { askForms, askWords } from './ask-view.ts'
import { quotePageStyle } from './customer-page-style.ts'
import {
  ltr,
  type PageAssets,
  pageDocument,
  type PageState,
  QUOTE_PAGE_LOADER,
  quoteMain,
  scriptData,
  wordsOf,
} from './customer-page-view.ts'
import { quoteTokenHash } from './links.ts'
import { VIEW_INTERVAL_MS, type QuotePageRow, type QuotePageStore } from './page-queries.ts'

export const QUOTE_PAGE = '/quote'

const cspHash = (style: string) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`

/**
 * Page margins are drawn outside the document's elements: they need their own type, with the
 * body's families. Without the family for rare characters the bidi isolates around the reference
 * fell to a system face, and the foot's Arabic words lost their line in the PDF's text.
 */
const MARGIN_FONT =
  "font:8pt 'Plus Jakarta Sans Variable','Plus Jakarta Sans Rare Characters',Arial,sans-serif;color:#4A5568"

/** A string in CSS, for the printed page's margin boxes. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/\s+/g, ' ')}"`

/** The fonts' stylesheet and the page's script, found among the built site's files. */
export function pageAssets(site: Site): PageAssets {
  const fonts: PageAssets['fonts'] = {}
  for (const language of locales) {
    // Each language's built pages name their fonts' stylesheet first in the loader's list.
    const page = site.pages.get(localePath(language, '/'))?.bodies.identity.body.toString('utf8')
    const stylesheet = page && /data-fonts="(\S+)/.exec(page)?.[1]
    if (stylesheet) fonts[language] = stylesheet
  }
  const script = [...site.files.keys()].find((path) =>
    /^\/assets\/quote-page-[\w-]+\.js$/.test(path),
  )
  return { fonts, script }
}

/** Doha's calendar day of a moment. */
const dohaDay = (at: number) => qatarToday(new Date(at))

/** The optional lines asked for in the query (`?option=l6&option=l7`); unknown ids fall away. */
function optionsOf(query: unknown, content: QuoteContent) {
  const raw = (query as Record<string, unknown> | undefined)?.option
  const asked = new Set((Array.isArray(raw) ? raw : [raw]).filter((id) => typeof id === 'string'))
  return content.lines.filter((line) => line.optional && asked.has(line.id)).map((line) => line.id)
}

function stateOf(
  row: QuotePageRow,
  language: EnquiryLocale,
  path: string,
  query: unknown,
  today: string,
): PageState {
  const words = wordsOf(language)
  const content = JSON.parse(row.content) as QuoteContent
  const accepted = row.status === 'accepted' && row.acceptedContent !== null
  const chosen = accepted
    ? (JSON.parse(row.acceptedContent!) as QuoteContent).chosen
    : optionsOf(query, content)
  const notices: PageState['notices'] = []
  // Back from asking a question or for another date (ask-routes.ts).
  const asked = (query as Record<string, unknown> | null | undefined)?.asked
  if (asked === 'question' || asked === 'date')
    notices.push({ kind: 'asked', text: askWords(language).thanks })
  if (row.seenVersion !== null && row.seenAt !== null)
    notices.push({
      kind: 'replaced',
      text: words.replaces(content.version, row.seenVersion, words.date(dohaDay(row.seenAt))),
    })
  if (accepted) {
    notices.push({ kind: 'accepted', text: words.accepted(words.date(dohaDay(row.acceptedAt!))) })
  } else if (row.status === 'declined') {
    const text = row.declinedAt
      ? words.declinedOn(words.date(dohaDay(row.declinedAt)))
      : words.declined
    notices.push({ kind: 'declined', text })
  } else if (row.status === 'expired' || content.validUntil < today) {
    notices.push({ kind: 'expired', text: words.expired(words.date(content.validUntil)) })
  }
  return {
    language,
    path,
    content,
    chosen,
    settled: accepted,
    sentOn: words.date(dohaDay(row.sentAt)),
    notices,
  }
}

const LOADER_HASH = cspHash(QUOTE_PAGE_LOADER)

/** Headers for the page and its 404 alike: private, unindexed, self-contained. */
export function privatePage(reply: FastifyReply, styles: string[], status: number) {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${LOADER_HASH}`,
    `style-src 'self' ${styles.map(cspHash).join(' ')}`,
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'none'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // Same-origin: another site never learns the link, and the page's own forms still carry the
      // Origin their POSTs are checked by (no-referrer would send "Origin: null").
      .header('referrer-policy', 'same-origin')
      .header('x-robots-tag', 'noindex')
      .header('x-frame-options', 'DENY')
      .header('content-security-policy', csp)
  )
}

/** What a step of accepting puts on the page in place of its own: the options and a section. */
export type PageStep = { chosen: string[]; section: string; status: number }

/** Whether the quote can still be accepted or declined: sent, and valid today in Doha. */
export const openToAnswer = (status: string, content: QuoteContent, today: string) =>
  status === 'sent' && content.validUntil >= today

/** The record below an accepted quote, its stored content checked against its stored hash. */
async function recordOf(row: QuotePageRow, language: EnquiryLocale) {
  const text = row.acceptedContent!
  return acceptanceSection(language, {
    typedName: row.typedName!,
    atDoha: row.acceptedAtDoha!,
    version: Number(row.acceptedVersion),
    sha256: row.acceptedSha256!,
    channel: row.codeChannel!,
    content: JSON.parse(text) as QuoteContent,
    intact: (await contentSha256(text)) === row.acceptedSha256,
  })
}

export type QuotePageRenderer = ReturnType<typeof registerQuotePage>

export function registerQuotePage(
  app: FastifyInstance,
  repo: QuotePageStore,
  site: Site,
  /** The account an accepted quote's deposit is paid into; null until it is set. */
  bank: BankDetails | null,
) {
  const assets = pageAssets(site)
  const styles = [quotePageStyle, acceptStyle]

  function notFound(reply: FastifyReply, language: EnquiryLocale) {
    const words = wordsOf(language)
    const main = `<div class="card"><h1>${words.notFoundTitle}</h1><p class="lost">${words.notFoundText}</p></div>`
    return privatePage(reply, [quotePageStyle], 404).send(
      pageDocument(language, words.notFoundTitle, main, { styles: [quotePageStyle], assets }),
    )
  }

  /** The page of `row`, with a step of accepting in place of its own form when one is given. */
  async function page(
    reply: FastifyReply,
    row: QuotePageRow,
    language: EnquiryLocale,
    path: string,
    query: unknown,
    step?: PageStep,
  ) {
    const words = wordsOf(language)
    const today = qatarToday()
    const state = stateOf(row, language, path, step ? { option: step.chosen } : query, today)
    const { content } = state
    let section = step?.section ?? ''
    if (!step && state.settled)
      section =
        (await recordOf(row, language)) +
        depositSection(language, JSON.parse(row.acceptedContent!) as QuoteContent, bank)
    else if (!step && openToAnswer(row.status, content, today))
      section =
        acceptForm(language, path, {
          name: '',
          agreed: false,
          chosen: state.chosen,
          whatsapp: false,
          offerWhatsApp: whatsappNumber(content.subject.customer.phone) !== null,
          errors: {},
        }) + declineForm(language, path, { reason: '', note: '', errors: {} })
    // The customer may ask whatever the quote's state.
    if (!step)
      section += askForms(
        language,
        path,
        { chosen: state.chosen, question: '', date: '', note: '', errors: {} },
        today,
      )
    // The reference and version at the foot of every printed page, where the line starts.
    const [start, end] = language === 'ar' ? ['right', 'left'] : ['left', 'right']
    const footer = words.printFooter(ltr(language, content.reference), content.version)
    const printed = `@page{@bottom-${start}{content:${cssString(footer)};${MARGIN_FONT}}@bottom-${end}{content:counter(page) " / " counter(pages);${MARGIN_FONT}}}`
    return privatePage(reply, [...styles, printed], step?.status ?? 200).send(
      pageDocument(language, words.title(content.reference), quoteMain(state) + section, {
        styles: [...styles, printed],
        assets,
        tail: state.settled ? '' : scriptData(content),
      }),
    )
  }

  for (const language of locales) {
    app.get<{ Params: { token: string } }>(
      `${localePath(language, QUOTE_PAGE)}/:token`,
      async (request, reply) => {
        const row = await repo.quotePage(quoteTokenHash(request.params.token))
        if (!row) return notFound(reply, language)
        const at = Date.now()
        // A HEAD (a link preview, a checker) is nobody reading the quote.
        if (
          request.method === 'GET' &&
          (row.lastViewedAt === null || at - row.lastViewedAt >= VIEW_INTERVAL_MS)
        )
          await repo.quoteViewed(row.versionId, at)
        return page(reply, row, language, request.url.split('?')[0]!, request.query)
      },
    )
  }
  return { notFound, page }
}
