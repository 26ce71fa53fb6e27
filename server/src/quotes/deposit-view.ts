/**
 * How the customer pays an accepted quote's deposit, below its acceptance record: the amount the
 * accepted totals give, and the company's bank account (BANK_* settings) with the quote's
 * reference as the payment's. Without the account set, the page says the coordinator sends it.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import type { QuoteContent } from '@contract/quote-content.ts'
import { formatMoney } from '@contract/quote-money.ts'
import type { BankDetails } from '@contract/quote-pipeline.ts'

import { escapeHtml } from '../http/index.ts'
import { ltr, wordsOf } from './customer-page-view.ts'

export function depositSection(
  language: EnquiryLocale,
  accepted: QuoteContent,
  bank: BankDetails | null,
) {
  const { deposit } = accepted.totals
  if (deposit === 0) return ''
  const words = wordsOf(language)
  const due = words.depositDue(formatMoney(deposit, language), accepted.depositPercent)
  const account = bank
    ? `<p>${escapeHtml(words.depositHowTo)}</p><dl class="rows">${(
        [
          [words.bankName, bank.bank],
          [words.accountName, bank.accountName],
          [words.iban, ltr(language, bank.iban)],
          [words.swift, ltr(language, bank.swift)],
          [words.paymentReference, ltr(language, accepted.reference)],
        ] as const
      )
        .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
        .join('')}</dl>`
    : `<p>${escapeHtml(words.depositNoBank)}</p>`
  return (
    `<section class="card deposit" aria-labelledby="deposit"><h2 id="deposit">${escapeHtml(words.depositTitle)}</h2>` +
    `<p>${escapeHtml(due)}</p>${account}</section>`
  )
}
