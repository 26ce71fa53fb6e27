import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/form/select'

import { staffApi, type Assignee, type Lead, type LeadNote } from '@/console/app/api'
import { Notice } from '@/console/app/components/notice'
import { Section } from '@/console/app/components/section'
import { moment } from '@/console/app/format'
import { useAction } from '@/console/app/use-action'

import * as text from '../leads.messages'
import type { Undoable } from './undo-toast'

/** The lead with its notes, and the tracking id of the shipment made from it, if one was. */
export type LeadWithNotes = Lead & { notes: LeadNote[]; shipment: string | null }

/** Who on the team works the lead; a change offers Undo, which gives it back to whoever had it. */
export function AssignForm({
  lead,
  assignees: people,
  onSaved,
}: {
  lead: Lead
  assignees: { data: { assignees: Assignee[] } | null; error: string | null }
  onSaved: (change: Undoable) => void
}) {
  const [staffId, setStaffId] = useState(lead.assignedTo === null ? '' : String(lead.assignedTo))
  const { busy, notice, run } = useAction()
  const assignees = people.data?.assignees ?? []
  const options = assignees.map((person) => ({ value: String(person.id), label: person.name }))

  function save(event: FormEvent) {
    event.preventDefault()
    const chosen = staffId ? Number(staffId) : null
    const previous = lead.assignedTo
    void run('assign', async () => {
      await staffApi('enquiries/assign', { id: lead.id, staffId: chosen })
      const name = assignees.find((person) => person.id === chosen)?.name
      onSaved({
        text: name ? text.assignedNow(name) : text.unassignedNow,
        undo: async () => {
          await staffApi('enquiries/assign', { id: lead.id, staffId: previous, undo: true })
        },
      })
    })
  }

  return (
    <Section id="assign" title={text.assignTitle}>
      <form onSubmit={save} className="flex flex-col gap-4">
        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
        {people.error ? <Notice tone="error">{people.error}</Notice> : null}
        <SelectField
          label={text.assigneeLabel}
          placeholder={text.unassigned}
          options={options}
          value={staffId}
          onChange={(event) => setStaffId(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          loading={busy === 'assign'}
          className="self-start"
        >
          {text.saveAssignee}
        </Button>
      </form>
    </Section>
  )
}

/** The team's notes on the lead, oldest first; the action bar adds one. */
export function Notes({ lead }: { lead: LeadWithNotes }) {
  return (
    <Section id="notes" title={text.notesTitle}>
      {lead.notes.length === 0 ? (
        <p className="text-ink-muted">{text.noNotes}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-navy-100">
          {lead.notes.map((note) => (
            <li key={note.id} className="py-3">
              <p dir="auto" className="text-start whitespace-pre-line [overflow-wrap:anywhere]">
                {note.body}
              </p>
              <p className="mt-1 text-sm text-ink-muted">
                {text.noteBy(note.authorName, moment(note.at))}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  )
}
