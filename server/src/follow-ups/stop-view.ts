/**
 * The stop page as HTML (issue 55, item 4): two plain POST forms of one button each, "Stop
 * follow-ups for this move" and "Stop everything from {company}", and what is already stopped,
 * confirmed in the page's language.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import type { FollowUpStopScope } from '@contract/follow-ups.ts'
import { readArabicSiteEnv, readSiteEnv } from '../../../src/config/site-env.ts'
import { escapeHtml } from '../http/index.ts'

import * as ar from './stop-messages.ar.ts'
import * as en from './stop-messages.ts'

const env = import.meta.env as unknown as Record<string, string | undefined>
const companies = { en: readSiteEnv(env).companyName, ar: readArabicSiteEnv(env).companyName }

const texts = { en, ar }
export const stopWords = (language: EnquiryLocale) => texts[language]

/** What a stop page shows: what is stopped already, and a refusal of a forged choice. */
type StopState = { moveStopped: boolean; allStopped: boolean; error?: string }

export function stopMain(language: EnquiryLocale, path: string, state: StopState) {
  const words = stopWords(language)
  const company = companies[language]
  // This move's stop leads; stopping everything is there, one tap away, without the gold.
  const choice = (scope: FollowUpStopScope, button: string, hint: string) =>
    `<form class="choice" method="post" action="${escapeHtml(path)}">` +
    `<input type="hidden" name="scope" value="${scope}">` +
    `<div class="actions"><button type="submit" class="${scope === 'move' ? 'go' : 'plain'}" aria-describedby="${scope}-hint">${escapeHtml(button)}</button></div>` +
    `<p class="hint" id="${scope}-hint">${hint}</p></form>`
  let body = ''
  if (state.allStopped)
    body = `<p class="notice done" role="status">${escapeHtml(words.stoppedAll(company))}</p>`
  else {
    if (state.moveStopped) body = `<p class="notice done" role="status">${words.stoppedMove}</p>`
    else body = `<p class="lead">${escapeHtml(words.intro(company))}</p>`
    if (state.error) body += `<p class="notice expired" role="alert">${state.error}</p>`
    body +=
      (state.moveStopped ? '' : choice('move', words.moveButton, words.moveHint)) +
      choice('all', words.allButton(company), words.allHint)
  }
  return `<div class="card"><h1>${words.title}</h1>${body}<p class="hint">${words.otherMessages}</p></div>`
}
