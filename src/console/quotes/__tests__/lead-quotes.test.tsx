import { screen, within } from '@testing-library/react'
import { vi } from 'vitest'

import { quoteMessages } from '@contract/quote-messages'
import { renderWithRouter } from '@/testing/test-utils'

import { LeadQuotes } from '../lead-quotes'
import * as text from '../quotes.messages'
import { fakeQuoteApi, LEAD, preparedQuote } from './fake-quote-api'

const line = (n: number) => screen.getByRole('group', { name: new RegExp(`^Line ${n}:`) })
const totals = () => screen.getAllByRole('group', { name: text.totalsTitle })[0]!
const amountOf = (label: string) =>
  within(totals()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

function render(quotes = [preparedQuote()]) {
  const api = fakeQuoteApi(quotes)
  const view = renderWithRouter(<LeadQuotes leadId={LEAD} />)
  return { ...api, ...view }
}

describe('A lead’s quotes', () => {
  test('should prepare a quote from the lead, with the planner’s inventory above its lines', async () => {
    const { user, requests } = render([])
    expect(await screen.findByText(text.noQuotes)).toBeVisible()
    await user.click(screen.getByRole('button', { name: text.prepareQuote }))
    expect(await screen.findByRole('group', { name: /^Line 1: Packing/ })).toBeVisible()
    expect(requests).toEqual([{ method: 'POST', path: 'quotes', body: { leadId: LEAD } }])
    // Listed with its reference, status, total and validity; no second draft is offered.
    const listed = screen.getByRole('button', { current: true })
    expect(listed).toHaveTextContent('PCM-26-000007-Q1')
    expect(listed).toHaveTextContent(text.quoteStatuses.draft)
    expect(listed).toHaveTextContent('QAR 1,820.00')
    expect(listed).toHaveTextContent('12 Dec 2026')
    expect(screen.queryByRole('button', { name: text.prepareQuote })).not.toBeInTheDocument()
    expect(screen.getByText(text.plannedTitle)).toBeVisible()
    expect(screen.getByText('2 × Double bed with mattress (2.4 m³)')).toBeVisible()
    expect(screen.getByText('8.3 m³')).toBeVisible()
  })

  test('should add lines from the grouped catalogue and follow them with the totals', async () => {
    const { user } = render()
    await screen.findByRole('group', { name: /^Line 1:/ })
    expect(amountOf(text.totalLabel)).toBe('QAR 1,820.00')
    const picker = screen.getByRole('combobox', { name: text.addLineLabel })
    expect(within(picker).getByRole('group', { name: text.groupNames.freight })).toContainElement(
      within(picker).getByRole('option', { name: /Air freight, per m³/ }),
    )
    await user.selectOptions(picker, 'customs')
    await user.click(screen.getByRole('button', { name: text.addLine }))
    // Customs joins after the freight, as the catalogue groups them.
    expect(line(3)).toHaveAccessibleName('Line 3: Customs clearance')
    expect(amountOf(text.totalLabel)).toBe('QAR 3,020.00')
    expect(amountOf(text.depositDue(30))).toBe('QAR 906.00')
    await user.clear(within(line(2)).getByLabelText(text.quantityLabel))
    await user.type(within(line(2)).getByLabelText(text.quantityLabel), '10')
    expect(amountOf(text.totalLabel)).toBe('QAR 4,940.00')
    // An optional line counts only in the total with every option.
    await user.click(within(line(3)).getByRole('checkbox', { name: text.optionalLabel }))
    expect(amountOf(text.totalLabel)).toBe('QAR 3,740.00')
    expect(amountOf(text.withOptions)).toBe('QAR 4,940.00')
    await user.click(within(line(1)).getByRole('button', { name: text.removeLine(1) }))
    expect(amountOf(text.totalLabel)).toBe('QAR 3,200.00')
  })

  test('should store 12.5 QAR typed as 1250 dirhams, and open the decimal keypad for money', async () => {
    const { user, edits } = render()
    await screen.findByRole('group', { name: /^Line 1:/ })
    const price = within(line(1)).getByLabelText(text.unitPriceLabel)
    expect(price).toHaveAttribute('inputmode', 'decimal')
    expect(within(line(1)).getByLabelText(text.quantityLabel)).toHaveAttribute(
      'inputmode',
      'numeric',
    )
    await user.clear(price)
    await user.type(price, '12.5')
    expect(amountOf(text.totalLabel)).toBe('QAR 1,392.50')
    await user.click(screen.getByRole('button', { name: text.saveDraft }))
    expect(await screen.findByText(text.saved)).toBeVisible()
    const [edit] = edits()
    expect(edit!.body).toMatchObject({
      revision: 0,
      lines: [
        { id: 'l1', item: 'packing', quantity: 9, unit: 'm3', unitPrice: 1250 },
        { id: 'l2', unitPrice: 32_000 },
      ],
    })
  })

  test('should not send an amount it cannot read, and say so at its field', async () => {
    const { user, edits } = render()
    await screen.findByRole('group', { name: /^Line 1:/ })
    const price = within(line(2)).getByLabelText(text.unitPriceLabel)
    await user.clear(price)
    await user.type(price, '12.345')
    await user.click(screen.getByRole('button', { name: text.saveDraft }))
    expect(await within(line(2)).findByText(text.riyalsFormat)).toBeVisible()
    expect(price).toHaveAttribute('aria-invalid', 'true')
    expect(edits()).toEqual([])
  })

  test('should show the server’s refusal next to the line it names', async () => {
    const { user, refuseNext } = render()
    await screen.findByRole('group', { name: /^Line 1:/ })
    // Above the API's limit of 1,000,000 QAR a unit.
    await user.clear(within(line(2)).getByLabelText(text.unitPriceLabel))
    await user.type(within(line(2)).getByLabelText(text.unitPriceLabel), '2000000')
    refuseNext(400, quoteMessages.badPrice(2, 100_000_000))
    await user.click(screen.getByRole('button', { name: text.saveDraft }))
    const message = await within(line(2)).findByText(quoteMessages.badPrice(2, 100_000_000))
    expect(message).toBeVisible()
    expect(within(line(2)).getByLabelText(text.unitPriceLabel)).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(within(line(1)).queryByText(/Line 2/)).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  test('should unfold a line’s labels to show the server’s refusal of them', async () => {
    const { user, refuseNext } = render()
    await screen.findByRole('group', { name: /^Line 1:/ })
    const english = within(line(1)).getByLabelText(text.labelEnglish)
    expect(english.closest('details')).not.toHaveAttribute('open')
    await user.click(within(line(1)).getByText(text.labelsToggle))
    await user.type(english, ' and more')
    await user.click(within(line(1)).getByText(text.labelsToggle))
    refuseNext(400, quoteMessages.badLabel(1, 120))
    await user.click(screen.getByRole('button', { name: text.saveDraft }))
    expect(await within(line(1)).findByText(quoteMessages.badLabel(1, 120))).toBeVisible()
    expect(english.closest('details')).toHaveAttribute('open')
    expect(english).toHaveAttribute('aria-invalid', 'true')
  })

  test('should keep what was typed when someone changed the quote meanwhile (409)', async () => {
    const { user, refuseNext, editedElsewhere, edits } = render()
    await screen.findByRole('group', { name: /^Line 1:/ })
    const price = within(line(1)).getByLabelText(text.unitPriceLabel)
    await user.clear(price)
    await user.type(price, '75')
    editedElsewhere({ notes: 'Piano moved by the specialist.' })
    refuseNext(409, quoteMessages.changedMeanwhile)
    await user.click(screen.getByRole('button', { name: text.saveDraft }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(quoteMessages.changedMeanwhile)
    expect(price).toHaveValue('75')

    await user.click(within(alert).getByRole('button', { name: text.reloadQuote }))
    // The colleague's version in the editor, and what was typed beside it.
    expect(await screen.findByLabelText(text.notesField)).toHaveValue(
      'Piano moved by the specialist.',
    )
    const kept = screen.getByRole('region', { name: text.keptTitle })
    expect(within(kept).getByText('QAR 675.00')).toBeVisible()
    await user.click(within(kept).getByRole('button', { name: text.useKept }))
    expect(within(line(1)).getByLabelText(text.unitPriceLabel)).toHaveValue('75')
    await user.click(screen.getByRole('button', { name: text.saveDraft }))
    expect(await screen.findByText(text.saved)).toBeVisible()
    expect(edits().map((edit) => (edit.body as { revision: number }).revision)).toEqual([0, 1])
  })

  test('should send, then show the link to copy and a one-tap WhatsApp link', async () => {
    const { user, requests } = render()
    await screen.findByRole('group', { name: /^Line 1:/ })
    await user.click(screen.getByRole('button', { name: text.sendQuote }))
    const sent = await screen.findByRole('region', { name: text.sentTitle })
    expect(requests).toEqual([{ method: 'POST', path: 'quotes/31/send', body: { revision: 0 } }])
    expect(
      within(sent).getByText(/\/quote\/q8V2nJ0rX3mK5pL7sT9wY1zA4cE6gI8kM0oQ2uW4y6A$/),
    ).toBeVisible()
    const whatsapp = within(sent).getByRole('link', { name: text.sendOnWhatsapp })
    expect(whatsapp).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/97455123987\?text=/),
    )
    expect(whatsapp).toHaveAttribute('target', '_blank')
    expect(whatsapp).toHaveAttribute('rel', expect.stringContaining('noopener'))
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    await user.click(within(sent).getByRole('button', { name: text.copyLink }))
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/quote\/q8V2/))
    expect(await within(sent).findByText(text.linkCopied)).toBeVisible()
    // Sent, it is read-only.
    expect(screen.queryByRole('group', { name: /^Line 1:/ })).not.toBeInTheDocument()
  })

  test('should show sending’s refusal of a passed validity at the validity field', async () => {
    const { user, refuseNext } = render()
    await screen.findByRole('group', { name: /^Line 1:/ })
    refuseNext(422, quoteMessages.validityPassed)
    await user.click(screen.getByRole('button', { name: text.sendQuote }))
    expect(await screen.findByText(quoteMessages.validityPassed)).toBeVisible()
    expect(screen.getByLabelText(text.validUntilField)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('region', { name: text.sentTitle })).not.toBeInTheDocument()
  })

  test('should save what was typed before sending it', async () => {
    const { user, requests } = render()
    await screen.findByRole('group', { name: /^Line 1:/ })
    await user.type(screen.getByLabelText(text.notesField), 'Survey done.')
    await user.click(screen.getByRole('button', { name: text.sendQuote }))
    await screen.findByRole('region', { name: text.sentTitle })
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PUT quotes/31',
      'POST quotes/31/send',
    ])
    expect(requests[1]!.body).toEqual({ revision: 1 })
  })

  test('should show a sent quote read-only, and make it a draft again with Revise', async () => {
    const { user, requests } = render([
      preparedQuote({ status: 'sent', currentVersion: 1, revision: 3 }),
    ])
    expect(await screen.findByText(text.readOnly)).toBeVisible()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.getByText(text.versionSent(1))).toBeVisible()
    await user.click(screen.getByRole('button', { name: text.revise }))
    expect(await screen.findByRole('group', { name: /^Line 1:/ })).toBeVisible()
    expect(within(line(1)).getByLabelText(text.unitPriceLabel)).toBeEnabled()
    expect(requests).toEqual([{ method: 'POST', path: 'quotes/31/revise', body: { revision: 3 } }])
  })

  test('should set the freight line to the planner’s volume, rounded up, on request only', async () => {
    const { user } = render()
    await screen.findByRole('group', { name: /^Line 1:/ })
    const quantity = within(line(2)).getByLabelText(text.quantityLabel)
    expect(quantity).toHaveValue('4')
    await user.click(screen.getByRole('button', { name: text.useVolume(9) }))
    expect(quantity).toHaveValue('9')
    expect(screen.getByText(text.volumeUsed(9))).toBeVisible()
  })
})

describe('A lead’s quotes in Arabic', () => {
  test('should word the editor in Arabic, the lines labelled in Arabic', async () => {
    vi.resetModules()
    vi.doMock('@/i18n/current', () => vi.importActual('@/i18n/current.ar'))
    for (const [english, arabic] of [
      ['../quotes.messages', '../quotes.messages.ar'],
      ['@/console/app/console.messages', '@/console/app/console.messages.ar'],
      ['@/lib/quote-summary.messages', '@/lib/quote-summary.messages.ar'],
    ] as const)
      vi.doMock(english, () => vi.importActual(arabic))
    const { LeadQuotes: ArabicQuotes } = await import('../lead-quotes')
    fakeQuoteApi([preparedQuote()])
    renderWithRouter(<ArabicQuotes leadId={LEAD} />)
    const first = await screen.findByRole('group', { name: 'البند 1: التغليف ومواد التغليف' })
    expect(within(first).getByLabelText('سعر الوحدة (ر.ق)')).toHaveValue('60')
    expect(within(first).getByLabelText('الاسم بالعربية')).toHaveValue('التغليف ومواد التغليف')
    expect(screen.getByRole('heading', { name: 'عروض الأسعار' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'احفظ المسودة' })).toBeVisible()
    const arabicTotals = screen.getByRole('group', { name: 'الإجماليات' })
    expect(within(arabicTotals).getByText('1,820.00 ر.ق')).toBeVisible()
  })
})
