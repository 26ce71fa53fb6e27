import { useState, type FormEvent } from 'react'

import { MILESTONES, type Milestone } from '@contract/jobs'
import { MAX_LOCATION, MAX_NOTE, type StatusUpdateFields } from '@contract/shipments'
import { milestoneLabels } from '@contract/tracking-messages'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'
import { SelectField } from '@/components/ui/form/select'
import { TextareaField } from '@/components/ui/form/textarea'

import type { ShipmentUpdate } from '@/console/app/api'
import * as text from '../shipments.messages'

const stageOptions = MILESTONES.map((stage) => ({ value: stage, label: milestoneLabels[stage] }))

type UpdateDraft = {
  stage: string
  date: string
  time: string
  location: string
  note: string
  noteAr: string
}

/** A new update's form: today (in Qatar) and nothing else. */
export const emptyDraft = (today: string): UpdateDraft => ({
  stage: '',
  date: today,
  time: '',
  location: '',
  note: '',
  noteAr: '',
})

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
  subscribers,
  submitLabel,
  busy,
  onSubmit,
}: {
  initial: UpdateDraft
  subscribers: number
  submitLabel: string
  busy: boolean
  /** Resolves true when saved: the form then starts again from `initial`. */
  onSubmit: (fields: StatusUpdateFields) => Promise<boolean>
}) {
  const [draft, setDraft] = useState(initial)
  const set = (name: keyof UpdateDraft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value })

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
      <SelectField
        label={text.updateStage}
        placeholder={text.noStage}
        options={stageOptions}
        value={draft.stage}
        onChange={set('stage')}
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
          required
          rows={2}
          maxLength={MAX_NOTE}
          value={draft.note}
          onChange={set('note')}
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
