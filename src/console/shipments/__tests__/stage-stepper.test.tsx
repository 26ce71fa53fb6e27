import { vi } from 'vitest'

import type { Milestone } from '@contract/jobs'
import { usualNotes } from '@contract/usual-notes'
import { render, screen, userEvent } from '@/testing/test-utils'

import { emptyDraft, UpdateForm } from '../components/update-form'
import * as desk from '../desk.messages'
import * as text from '../shipments.messages'

const englishNote = () =>
  screen.getByRole('textbox', { name: new RegExp(`^${text.updateNote}(?!,)`) })
const arabicNote = () => screen.getByLabelText(text.updateNoteAr)
/** A stage's choice: its label, then what the stepper says of it to a screen reader. */
const stage = (label: string) => screen.getByRole('radio', { name: new RegExp(`^${label}`) })

function renderForm(reached: Milestone | null) {
  const onSubmit = vi.fn(async () => true)
  render(
    <UpdateForm
      initial={emptyDraft('2026-11-28', reached)}
      reached={reached}
      subscribers={2}
      submitLabel={text.postUpdate}
      busy={false}
      onSubmit={onSubmit}
    />,
  )
  return { onSubmit, user: userEvent.setup() }
}

describe('The milestone stepper of a new update', () => {
  test('should preselect the stage after the shipment’s, with its usual words in both notes', () => {
    renderForm('in_transit')
    expect(stage('Arrived')).toBeChecked()
    expect(stage('Arrived')).toHaveAccessibleName(`Arrived ${desk.stageNext}`)
    expect(stage('In transit')).toHaveAccessibleName(`In transit ${desk.stageReached}`)
    expect(englishNote()).toHaveValue(usualNotes.arrived.en)
    expect(arabicNote()).toHaveValue(usualNotes.arrived.ar)
    // A stage says it all: the note may be left empty.
    expect(englishNote()).not.toBeRequired()
    expect(screen.getByText(text.subscribersWillHear(2))).toBeInTheDocument()
  })

  test('should post the next milestone in one tap', async () => {
    const { onSubmit, user } = renderForm('departed')
    await user.click(screen.getByRole('button', { name: text.postUpdate }))
    expect(onSubmit).toHaveBeenCalledWith({
      stage: 'in_transit',
      date: '2026-11-28',
      time: null,
      location: null,
      note: usualNotes.in_transit.en,
      noteAr: usualNotes.in_transit.ar,
    })
  })

  test('should start a shipment with no stage at Booked', () => {
    renderForm(null)
    expect(stage('Booked')).toBeChecked()
  })

  test('should swap the usual words for another stage’s, but keep words staff wrote', async () => {
    const { user } = renderForm('in_transit')
    await user.click(stage('Customs cleared'))
    expect(englishNote()).toHaveValue(usualNotes.customs_cleared.en)
    await user.clear(englishNote())
    await user.type(englishNote(), 'Cleared at Jebel Ali')
    // The Arabic usual words went with the English ones: Arabic readers get what staff wrote.
    expect(arabicNote()).toHaveValue('')
    await user.click(stage('Delivered'))
    expect(englishNote()).toHaveValue('Cleared at Jebel Ali')
    expect(arabicNote()).toHaveValue('')
    await user.type(arabicNote(), 'تم التخليص')
    await user.click(stage('Arrived'))
    expect(arabicNote()).toHaveValue('تم التخليص')
  })

  test('should ask for a note again when no stage is chosen', async () => {
    const { user } = renderForm('in_transit')
    await user.click(stage(text.noStage.replace(/[()]/g, '\\$&')))
    expect(englishNote()).toHaveValue('')
    expect(englishNote()).toBeRequired()
  })
})
