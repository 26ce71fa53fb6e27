/**
 * A sum of money as a quote shows it, from whole dirhams (100 to the riyal): 'QAR 1,234.50' in
 * English, '1,234.50 ر.ق' in Arabic, whose pages keep Latin digits (docs/glossary-ar.md). One
 * function for the server's page and the script that recalculates it in the browser, so a ticked
 * box never shows a sum written otherwise than the server writes it. Both languages live here, as
 * the browser's script serves either page.
 */
import type { EnquiryLocale } from './enquiry.ts'

export function formatMoney(dirhams: number, language: EnquiryLocale) {
  const whole = Math.abs(dirhams)
  const figure = `${Math.floor(whole / 100).toLocaleString('en-US')}.${String(whole % 100).padStart(2, '0')}`
  // A true minus sign: a hyphen is easily lost beside a currency's letters.
  const sign = dirhams < 0 ? '−' : ''
  return language === 'ar' ? `${sign}${figure} ر.ق` : `${sign}QAR ${figure}`
}
