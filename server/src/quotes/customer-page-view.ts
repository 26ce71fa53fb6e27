/**
 * The customer's quote page as HTML, written by the server: no framework and no hydration, so it
 * reads and prints without scripts. One small script, when the build has it, recalculates the
 * total as a box is ticked (src/quote-page.ts); without it the options are a GET form the server
 * answers with the new total.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import { QUOTE_UNITS } from '@contract/quote-catalogue.ts'
import type { QuoteContent } from '@contract/quote-content.ts'
import { formatMoney } from '@contract/quote-money.ts'
import { lineAmount, quoteTotals } from '@contract/quote-totals.ts'
import type { QuoteLine } from '@contract/quotes.ts'
import { readArabicSiteEnv, readSiteEnv } from '../../../src/config/site-env.ts'
import { localeInfo, localePath } from '../../../src/i18n/locales.ts'

import * as ar from './customer-page-messages.ar.ts'
import * as en from './customer-page-messages.ts'
import { moveSummary, type PlannedMove } from './customer-page-move.ts'
import { escapeHtml } from '../http/index.ts'

const env = import.meta.env as unknown as Record<string, string | undefined>
const site = readSiteEnv(env)
const arabicSite = readArabicSiteEnv(env)
const TERMS_PAGE = '/terms-and-conditions'

type Words = typeof en
const texts = { en, ar }
export const wordsOf = (language: EnquiryLocale): Words => texts[language]

/** What the page shows besides the version itself. */
export type PageState = {
  language: EnquiryLocale
  /** The page's own path, which the options' form submits to. */
  path: string
  content: QuoteContent
  /** The optional lines counted in: the customer's ticks, or what they accepted. */
  chosen: string[]
  /** The options can no longer change: the quote was accepted. */
  settled: boolean
  sentOn: string
  notices: Array<{
    kind: 'asked' | 'replaced' | 'expired' | 'accepted' | 'declined'
    text: string
  }>
}

/** The build's files the page loads, when it has them. */
export type PageAssets = { fonts?: Partial<Record<EnquiryLocale, string>>; script?: string }

/** A Latin value inside Arabic text keeps its own order (docs/glossary-ar.md). */
export const ltr = (language: EnquiryLocale, value: string) =>
  language === 'ar' ? `\u2066${value}\u2069` : value

/** Hundredths of a percent as a percentage: 200 → '2', 150 → '1.5'. */
const percent = (basisPoints: number) =>
  `${Math.floor(basisPoints / 100)}${
    basisPoints % 100
      ? `.${String(basisPoints % 100)
          .padStart(2, '0')
          .replace(/0$/, '')}`
      : ''
  }`

/** The company's header: on the screen, and at the top of the printed document. */
function companyHeader(language: EnquiryLocale, words: Words) {
  const name = language === 'ar' ? arabicSite.companyName : site.companyName
  const phone = `<a href="tel:+${site.primaryPhone.replace(/\D/g, '')}" dir="ltr">${escapeHtml(site.primaryPhone)}</a>`
  const email = `<a href="mailto:${escapeHtml(site.email)}" dir="ltr">${escapeHtml(site.email)}</a>`
  return (
    `<header class="company"><div class="bar">` +
    `<a class="brand" href="${localePath(language, '/')}"><img src="/favicon.svg" alt="" width="40" height="40">${escapeHtml(name)}</a>` +
    `<ul class="contacts" aria-label="${escapeHtml(words.contactHeading)}">` +
    `<li><span class="label">${words.phone}:</span> ${phone}</li>` +
    `<li><span class="label">${words.email}:</span> ${email}</li></ul></div></header>`
  )
}

function addressLine(language: EnquiryLocale, words: Words) {
  const { street, area, city, country, postalCode } =
    language === 'ar' ? arabicSite.address : site.address
  const comma = language === 'ar' ? '، ' : ', '
  return `<footer class="site-foot"><p>${words.address}: ${escapeHtml([street, area, city, postalCode, country].join(comma))}</p></footer>`
}

/**
 * Asks for the fonts' stylesheet and the page's script once the page has painted, as the site's
 * pages do (ADR 037): a request started before the first paint, even one that blocks nothing,
 * delays it on a slow phone network, and the page then paints later than /track-your-cargo. A
 * browser without paint timing waits a frame; a hidden tab, which never paints, a few seconds;
 * printing asks for the fonts at once.
 */
export const QUOTE_PAGE_LOADER = `(function(s){var d=document,done=0;function go(){if(done)return;done=1;
var f=s.getAttribute('data-fonts'),m=s.getAttribute('data-script'),e;
if(f){e=d.createElement('link');e.rel='stylesheet';e.href=f;d.head.appendChild(e)}
if(m){e=d.createElement('script');e.type='module';e.src=m;d.head.appendChild(e)}}
function later(){setTimeout(go,0)}setTimeout(go,3000);addEventListener('beforeprint',go);
var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)
new P(function(l,o){o.disconnect();later()}).observe({type:'paint',buffered:true});
else requestAnimationFrame(later)})(document.currentScript)`

/** The document around a page's main content. */
export function pageDocument(
  language: EnquiryLocale,
  title: string,
  main: string,
  { styles, assets, tail = '' }: { styles: string[]; assets: PageAssets; tail?: string },
) {
  const words = wordsOf(language)
  const { lang, dir } = localeInfo[language]
  const fonts = assets.fonts?.[language]
  // Without scripts the fonts' stylesheet is an ordinary one; with them, the loader adds it.
  const fontLinks = fonts ? `<noscript><link rel="stylesheet" href="${fonts}"></noscript>` : ''
  const loader =
    fonts || assets.script
      ? `<script${fonts ? ` data-fonts="${escapeHtml(fonts)}"` : ''}${assets.script ? ` data-script="${escapeHtml(assets.script)}"` : ''}>${QUOTE_PAGE_LOADER}</script>`
      : ''
  return (
    `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><meta name="referrer" content="same-origin">` +
    `<title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    styles.map((style) => `<style>${style}</style>`).join('') +
    `${fontLinks}</head><body>${companyHeader(language, words)}<main>${main}</main>` +
    `${addressLine(language, words)}${tail}${loader}</body></html>`
  )
}

function rows(entries: Array<[string, string]>) {
  return `<dl class="rows">${entries.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`
}

function subjectSections({ content, language }: PageState, words: Words) {
  const { customer, service } = content.subject
  const move = content.subject.move as PlannedMove | null
  const forRows: Array<[string, string]> = [
    [words.customer, customer.name],
    [words.email, ltr(language, customer.email)],
    [words.mobile, ltr(language, `+${customer.phone.replace(/^\+/, '')}`)],
  ]
  // A planned move names its kind below; a plain enquiry has only the service asked for.
  if (!move)
    forRows.push([words.service, (words.services as Record<string, string>)[service] ?? service])
  let html = `<section class="card" aria-labelledby="for"><h2 id="for">${words.preparedFor}</h2>${rows(forRows)}</section>`
  if (move) {
    const summary = moveSummary(move, language)
    const items = summary.items.length
      ? `<h3>${words.inventory}</h3><ul class="items">${summary.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
      : ''
    html += `<section class="card" aria-labelledby="move"><h2 id="move">${words.yourMove}</h2>${rows(summary.rows)}${items}</section>`
  }
  return html
}

function lineRow(line: QuoteLine, state: PageState, words: Words) {
  const { language, settled } = state
  const money = (dirhams: number) => formatMoney(dirhams, language)
  const counted = !line.optional || state.chosen.includes(line.id)
  const label = escapeHtml(line.label[language])
  let basis: string
  let cells: string
  if (line.item === 'insurance') {
    basis = words.insuranceBasis(percent(line.rateBasisPoints), money(line.declaredValue))
    cells = `<td class="wide" colspan="2">${escapeHtml(basis)}</td>`
  } else {
    const unit = QUOTE_UNITS[line.unit][language]
    const each =
      line.unit === 'job'
        ? words.lumpSum(money(line.unitPrice))
        : words.perUnit(money(line.unitPrice), unit)
    basis = `${line.quantity} × ${each}`
    cells = `<td class="wide num">${line.quantity}</td><td class="wide">${escapeHtml(each)}</td>`
  }
  const amount = line.item === 'discount' ? -lineAmount(line) : lineAmount(line)
  let name = label
  if (line.optional) {
    const state = `<span class="state print-only"><span class="in">${words.included}</span><span class="out">${words.notIncluded}</span></span>`
    name = settled
      ? `${label} ${state}`
      : `<label><input type="checkbox" name="option" value="${escapeHtml(line.id)}"${counted ? ' checked' : ''}><span>${label}</span></label><span class="tag">${words.optional}</span>${state}`
  }
  return (
    `<tr${counted ? '' : ' class="out"'}><th scope="row" class="item">${name}<span class="detail">${escapeHtml(basis)}</span></th>` +
    `${cells}<td class="num">${money(amount)}</td></tr>`
  )
}

function priceSection(state: PageState, words: Words) {
  const { content, language, settled } = state
  const totals = quoteTotals(content, state.chosen)
  const money = (dirhams: number) => formatMoney(dirhams, language)
  const total = (key: string, label: string, value: number, kind = '') =>
    `<tr${kind ? ` class="${kind}"` : ''}><th scope="row">${escapeHtml(label)}</th><td class="wide"></td><td class="wide"></td><td class="num" data-total="${key}">${money(value)}</td></tr>`
  const hasDiscount = content.lines.some((line) => line.item === 'discount')
  const table =
    `<table><caption class="sr-only">${words.linesCaption}</caption><thead><tr>` +
    `<th scope="col">${words.item}</th><th scope="col" class="wide num">${words.quantity}</th>` +
    `<th scope="col" class="wide">${words.unitPrice}</th><th scope="col" class="num">${words.amount}</th></tr></thead>` +
    `<tbody>${content.lines.map((line) => lineRow(line, state, words)).join('')}</tbody><tfoot>` +
    // Without a discount the subtotal would only repeat the total.
    (hasDiscount
      ? total('subtotal', words.subtotal, totals.subtotal) +
        total('discount', words.discount, -totals.discount)
      : '') +
    total('total', words.total, totals.total, 'grand') +
    total('deposit', words.deposit(content.depositPercent), totals.deposit, 'due') +
    total('balance', words.balance, totals.balance) +
    `</tfoot></table>`
  const options = content.lines.some((line) => line.optional) && !settled
  const body = options
    ? `<form class="options" method="get" action="${escapeHtml(state.path)}"><p class="hint">${words.chooseOptions}</p>${table}` +
      `<button type="submit" class="update">${words.updateTotal}</button></form>` +
      `<p class="sr-only" id="announce" aria-live="polite" data-template="${escapeHtml(words.totalNow('{}'))}"></p>`
    : table
  return `<section class="card" aria-labelledby="price"><h2 id="price">${words.price}</h2>${body}</section>`
}

function termsSection({ content, language }: PageState, words: Words) {
  const terms =
    `<p>${words.validUntil(words.date(content.validUntil))}.</p>` +
    `<p>${words.termsBefore}<a href="${localePath(language, TERMS_PAGE)}">${words.termsLink}</a>${words.termsAfter(words.date(content.termsVersion))}</p>`
  const notes = content.notes.trim()
    ? `<h3>${words.notes}</h3><p class="notes">${escapeHtml(content.notes.trim())}</p>`
    : ''
  return `<section class="card terms" aria-labelledby="terms"><h2 id="terms">${words.termsHeading}</h2>${terms}${notes}</section>`
}

/** The page's main content: the version's heading and notices, its subject, price and terms. */
export function quoteMain(state: PageState) {
  const { content, language } = state
  const words = wordsOf(language)
  const meta = [
    words.version(content.version),
    words.sentOn(state.sentOn),
    words.validUntil(words.date(content.validUntil)),
  ]
  return (
    `<h1>${words.title(`<span class="reference">${ltr(language, escapeHtml(content.reference))}</span>`)}</h1>` +
    `<ul class="meta">${meta.map((entry) => `<li>${escapeHtml(entry)}</li>`).join('')}</ul>` +
    state.notices
      .map(
        ({ kind, text }) =>
          `<p class="notice ${kind}"${kind === 'asked' ? ' role="status"' : ''}>${escapeHtml(text)}</p>`,
      )
      .join('') +
    subjectSections(state, words) +
    priceSection(state, words) +
    termsSection(state, words)
  )
}

/** What the script needs to recalculate: the lines and the deposit, nothing about the customer. */
export const scriptData = (content: QuoteContent) =>
  `<script type="application/json" id="quote-data">${JSON.stringify({ lines: content.lines, depositPercent: content.depositPercent }).replace(/</g, '\\u003c')}</script>`
