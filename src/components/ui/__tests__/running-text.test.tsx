import { render, screen } from '@testing-library/react'
import { vi } from 'vitest'

import { RunningText } from '../running-text'

/** The helper as the Arabic build has it: the same module with this build's language set to Arabic. */
async function arabicRunningText() {
  vi.resetModules()
  vi.doMock('@/i18n/current', () => ({ locale: 'ar' }))
  return (await import('../running-text')).RunningText
}

afterEach(() => {
  vi.doUnmock('@/i18n/current')
})

describe('Running text', () => {
  it('links every phone number, configured or not, and keeps the words around it', () => {
    render(
      <p>
        <RunningText text="Call +974 4000 1234 or +44 20 7946 0018, or write to info@pearlcoastmovers.qa." />
      </p>,
    )
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'Call +974 4000 1234 or +44 20 7946 0018, or write to info@pearlcoastmovers.qa.',
    )
    expect(screen.getByRole('link', { name: '+974 4000 1234' })).toHaveAttribute(
      'href',
      'tel:+97440001234',
    )
    expect(screen.getByRole('link', { name: '+44 20 7946 0018' })).toHaveAttribute(
      'href',
      'tel:+442079460018',
    )
    expect(screen.getAllByRole('link')).toHaveLength(2)
  })

  it('leaves years, counts and ranges alone', () => {
    render(
      <p>
        <RunningText text="Since 2011 we have moved homes to 120 countries in 4–8 weeks." />
      </p>,
    )
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByRole('paragraph').querySelector('bdi')).toBeNull()
  })

  it('in Arabic isolates phone numbers, e-mail addresses, tracking numbers and Latin words', async () => {
    const ArabicRunningText = await arabicRunningText()
    render(
      <p>
        <ArabicRunningText text="اتصل بنا على +974 4000 1234 أو راسلنا على info@pearlcoastmovers.qa، ورقم التتبّع مثل ABCD123456 وشهادة ISO 9001." />
      </p>,
    )
    const isolated = [...screen.getByRole('paragraph').querySelectorAll('bdi')].map((bdi) => [
      bdi.getAttribute('dir'),
      bdi.textContent,
    ])
    expect(isolated).toEqual([
      ['ltr', '+974 4000 1234'],
      ['ltr', 'info@pearlcoastmovers.qa'],
      ['ltr', 'ABCD123456'],
      ['ltr', 'ISO 9001'],
    ])
    expect(screen.getByRole('link', { name: '+974 4000 1234' })).toHaveAttribute(
      'href',
      'tel:+97440001234',
    )
    // The sentence's own punctuation stays outside the isolated runs.
    expect(screen.getByRole('paragraph')).toHaveTextContent(/info@pearlcoastmovers\.qa، ورقم/)
  })

  it('in Arabic isolates masked values and initials whole, with their dots and full stops', async () => {
    const ArabicRunningText = await arabicRunningText()
    render(
      <p>
        <ArabicRunningText text="الرقم •••••••22 والاسم A. R. والبريد a•••@example.com، ثم Hamad Port." />
      </p>,
    )
    expect(
      [...screen.getByRole('paragraph').querySelectorAll('bdi')].map((bdi) => bdi.textContent),
    ).toEqual(['•••••••22', 'A. R.', 'a•••@example.com', 'Hamad Port'])
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})
