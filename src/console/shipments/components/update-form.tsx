import { useState, type FormEvent } from 'react'

import { isMilestone, type Milestone } from '@contract/jobs'
import { MAX_LOCATION, MAX_NOTE, type StatusUpdateFields } from '@contract/shipments'
import { usualNotes } from '@contract/usual-notes'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'
import { TextareaField } from '@/components/ui/form/textarea'

import type { ShipmentUpdate } from '@/console/app/api'
import * as desk from '../desk.messages'
import * as text from '../shipments.messages'
import { nextStage, StageStepper } from './stage-stepper'

const usualOf = (stage: string) => (isMilestone(stage) ? usualNotes[stage] : { en: '', ar: '' })

type UpdateDraft = {
  stage: string
  date: string
  time: string
  location: string
  note: string
  noteAr: string
}

/**
 * A new update's form: today (in Qatar), and the stage after `reached` with its usual words in
 * both notes, so posting the next milestone takes one tap.
 */
export const emptyDraft = (today: string, reached: Milestone | null = null): UpdateDraft => {
  const stage = nextStage(reached)
  return {
    stage,
    date: today,
    time: '',
    location: '',
    note: usualOf(stage).en,
    noteAr: usualOf(stage).ar,
  }
}

export const draftOf = (update: ShipmentUpdate): UpdateDraft => ({
  stage: update.milestone ?? '',
  date: update.status_date,
  time: update.status_time?.slice(0, 5) ?? '',
  location: update.location ?? '',
  note: update.status_content,
  noteAr: update.status_content_ar ?? '',
})

/** An update's fields, for a new one or to correct one, as the contract reads them. */
export function UpdateForm({
  initial,
  reached = null,
  subscribers,
  submitLabel,
  busy,
  onSubmit,
}: {
  initial: UpdateDraft
  /** The shipment's stage: the stepper ticks the milestones up to it. */
  reached?: Milestone | null
  subscribers: number
  submitLabel: string
  busy: boolean
  /** Resolves true when saved: the form then starts again from `initial`. */
  onSubmit: (fields: StatusUpdateFields) => Promise<boolean>
}) {
  const [draft, setDraft] = useState(initial)
  const set = (name: keyof UpdateDraft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value })

  /**
   * An English note of staff's own drops the Arabic usual words still beside it: Arabic readers
   * then read what staff wrote rather than a generic sentence in its place.
   */
  function writeNote(event: { target: { value: string } }) {
    const usual = usualOf(draft.stage)
    const generic = draft.noteAr !== '' && draft.noteAr === usual.ar
    setDraft({
      ...draft,
      note: event.target.value,
      noteAr: generic && event.target.value !== usual.en ? '' : draft.noteAr,
    })
  }

  /** A new stage brings its usual words into notes still holding the last stage's (or none). */
  function chooseStage(stage: string) {
    const was = usualOf(draft.stage)
    const now = usualOf(stage)
    const ownNote = draft.note !== '' && draft.note !== was.en
    const usualAr = draft.noteAr === '' || draft.noteAr === was.ar
    setDraft({
      ...draft,
      stage,
      note: ownNote ? draft.note : now.en,
      noteAr: usualAr ? (ownNote ? '' : now.ar) : draft.noteAr,
    })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    void onSubmit({
      stage: (draft.stage || null) as Milestone | null,
      date: draft.date,
      time: draft.time || null,
      location: draft.location || null,
      note: draft.note,
      noteAr: draft.noteAr || null,
    }).then((saved) => saved && setDraft(initial))
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <StageStepper
        value={draft.stage}
        reached={reached}
        onChange={chooseStage}
        hint={draft.stage ? text.subscribersWillHear(subscribers) : undefined}
      />
      <InputField
        label={text.updateDate}
        type="date"
        required
        value={draft.date}
        onChange={set('date')}
      />
      <InputField label={text.updateTime} type="time" value={draft.time} onChange={set('time')} />
      <InputField
        label={text.updateLocation}
        maxLength={MAX_LOCATION}
        value={draft.location}
        onChange={set('location')}
      />
      <div className="sm:col-span-2">
        <TextareaField
          label={text.updateNote}
          required={!draft.stage}
          hint={draft.stage ? desk.noteFromStage : undefined}
          rows={2}
          maxLength={MAX_NOTE}
          value={draft.note}
          onChange={writeNote}
        />
      </div>
      {/* Written in Arabic whatever the console's language: Arabic tracking and e-mails show it. */}
      <div className="sm:col-span-2">
        <TextareaField
          label={text.updateNoteAr}
          hint={text.updateNoteArHint}
          rows={2}
          maxLength={MAX_NOTE}
          lang="ar"
          dir="rtl"
          value={draft.noteAr}
          onChange={set('noteAr')}
        />
      </div>
      <Button type="submit" loading={busy} className="justify-self-start sm:col-span-2">
        {submitLabel}
      </Button>
    </form>
  )
}
