/**
 * The customer's quote page (/quote/:token, written by the server: server/src/quotes/), made a
 * little livelier: the total follows each optional line as it is ticked (the page's loader asks
 * for this script once the page has painted). The sums are the server's own: the same
 * `quoteTotals` in whole dirhams and the same `formatMoney`, so a tick shows what "Update the
 * total" would. The address keeps the choice, so a reload or a print shows it too.
 */
import type { EnquiryLocale } from '../shared/contract/enquiry.ts'
import { formatMoney } from '../shared/contract/quote-money.ts'
import { quoteTotals } from '../shared/contract/quote-totals.ts'
import type { QuoteLine, QuoteTotals } from '../shared/contract/quotes.ts'

const form = document.querySelector<HTMLFormElement>('form.options')
const data = document.getElementById('quote-data')
if (form && data) {
  const quote = JSON.parse(data.textContent ?? '{}') as {
    lines: QuoteLine[]
    depositPercent: number
  }
  const language: EnquiryLocale = document.documentElement.lang.startsWith('ar') ? 'ar' : 'en'
  const announce = document.getElementById('announce')
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[name="option"]')]
  form.classList.add('enhanced')
  form.addEventListener('change', () => {
    const chosen = boxes.filter((box) => box.checked).map((box) => box.value)
    const totals = quoteTotals(quote, chosen)
    for (const cell of form.querySelectorAll<HTMLElement>('[data-total]')) {
      const key = cell.dataset.total as keyof Omit<QuoteTotals, 'chosen'>
      // The discount is shown as what it takes off.
      cell.textContent = formatMoney(key === 'discount' ? -totals[key] : totals[key], language)
    }
    for (const box of boxes) box.closest('tr')?.classList.toggle('out', !box.checked)
    const url = new URL(location.href)
    url.searchParams.delete('option')
    for (const id of chosen) url.searchParams.append('option', id)
    history.replaceState(null, '', url)
    // The acceptance form carries the choice too; the server checks it again.
    for (const field of document.querySelectorAll<HTMLInputElement>('input[name="options"]'))
      field.value = chosen.join(',')
    if (announce)
      announce.textContent = (announce.dataset.template ?? '').replace(
        '{}',
        formatMoney(totals.total, language),
      )
  })
}
