import { vi } from 'vitest'

import { render, screen, userEvent } from '@/testing/test-utils'

import { emptyDraft, UpdateForm } from '../components/update-form'
import * as text from '../shipments.messages'

/** The English note's field: its label is the start of the Arabic one's too. */
const englishNote = () =>
  screen.getByRole('textbox', { name: new RegExp(`^${text.updateNote}(?!,)`) })

function renderForm() {
  const onSubmit = vi.fn(async () => true)
  render(
    <UpdateForm
      // A delivered shipment has no next stage: the form starts with no stage and empty notes.
      initial={emptyDraft('2026-11-22', 'delivered')}
      subscribers={0}
      submitLabel={text.postUpdate}
      busy={false}
      onSubmit={onSubmit}
    />,
  )
  return { onSubmit, user: userEvent.setup() }
}

describe('A status update on the desk', () => {
  test('should send an Arabic note, written right to left, beside the English one', async () => {
    const { onSubmit, user } = renderForm()
    const arabic = screen.getByLabelText(text.updateNoteAr)
    expect(arabic).toHaveAttribute('dir', 'rtl')
    expect(arabic).toHaveAttribute('lang', 'ar')
    await user.type(englishNote(), 'Vessel departed')
    await user.type(arabic, 'غادرت السفينة')
    await user.click(screen.getByRole('button', { name: text.postUpdate }))
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ note: 'Vessel departed', noteAr: 'غادرت السفينة' }),
    )
  })

  test('should send no Arabic note when the field is left empty', async () => {
    const { onSubmit, user } = renderForm()
    await user.type(englishNote(), 'Vessel departed')
    await user.click(screen.getByRole('button', { name: text.postUpdate }))
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ noteAr: null }))
  })
})
