import { useState, type FormEvent } from 'react'

import { LEAD_STATUSES, MAX_LOST_REASON, MAX_NOTE, type LeadStatus } from '@contract/leads'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/form/select'
import { TextareaField } from '@/components/ui/form/textarea'

import { staffApi, type Assignee, type Lead, type LeadNote } from '@/console/app/api'
import { Notice } from '@/console/app/components/notice'
import { Section } from '@/console/app/components/section'
import * as common from '@/console/app/console.messages'
import { moment } from '@/console/app/format'
import { useAction } from '@/console/app/use-action'
import { useStaffData } from '@/console/app/use-staff-data'

import * as text from '../leads.messages'

/** The lead with its notes, and the tracking id of the shipment made from it, if one was. */
export type LeadWithNotes = Lead & { notes: LeadNote[]; shipment: string | null }

const statusOptions = LEAD_STATUSES.map((status) => ({
  value: status,
  label: common.statuses[status],
}))

type Saved = { lead: Lead; onSaved: () => void }

/** Where the lead stands in the pipeline, and why it was lost. */
export function StatusForm({ lead, onSaved }: Saved) {
  const [status, setStatus] = useState<LeadStatus>(lead.status)
  const [reason, setReason] = useState(lead.lostReason ?? '')
  const { busy, notice, run } = useAction()

  function save(event: FormEvent) {
    event.preventDefault()
    void run('status', async () => {
      await staffApi('enquiries/status', { id: lead.id, status, reason })
      return { text: text.statusSaved(common.statuses[status]) }
    }).then(onSaved)
  }

  return (
    <Section id="status" title={text.pipelineTitle}>
      <form onSubmit={save} className="flex flex-col gap-4">
        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
        <SelectField
          label={text.newStatus}
          placeholder="—"
          required
          options={statusOptions}
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadStatus)}
        />
        {status === 'lost' ? (
          <TextareaField
            label={text.lostReasonLabel}
            required
            rows={2}
            maxLength={MAX_LOST_REASON}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        ) : null}
        <Button type="submit" loading={busy === 'status'} className="self-start">
          {text.saveStatus}
        </Button>
      </form>
    </Section>
  )
}

/** Who on the team works the lead. */
export function AssignForm({ lead, onSaved }: Saved) {
  const people = useStaffData<{ assignees: Assignee[] }>('enquiries/assignees')
  const [staffId, setStaffId] = useState(lead.assignedTo === null ? '' : String(lead.assignedTo))
  const { busy, notice, run } = useAction()
  const options = (people.data?.assignees ?? []).map((person) => ({
    value: String(person.id),
    label: person.name,
  }))

  function save(event: FormEvent) {
    event.preventDefault()
    void run('assign', async () => {
      await staffApi('enquiries/assign', { id: lead.id, staffId: staffId ? Number(staffId) : null })
      return { text: text.assigneeSaved }
    }).then(onSaved)
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

/** The team's notes on the lead, oldest first, and a new one. */
export function Notes({ lead, onSaved }: Saved & { lead: LeadWithNotes }) {
  const [body, setBody] = useState('')
  const { busy, notice, run } = useAction()

  function add(event: FormEvent) {
    event.preventDefault()
    void run('note', async () => {
      await staffApi('enquiries/note', { id: lead.id, body })
      setBody('')
      return { text: text.noteAdded }
    }).then(onSaved)
  }

  return (
    <Section id="notes" title={text.notesTitle}>
      {lead.notes.length === 0 ? (
        <p className="mb-4 text-ink-muted">{text.noNotes}</p>
      ) : (
        <ol className="mb-4 flex flex-col divide-y divide-navy-100">
          {lead.notes.map((note) => (
            <li key={note.id} className="py-3">
              <p dir="auto" className="text-start whitespace-pre-line">
                {note.body}
              </p>
              <p className="mt-1 text-sm text-ink-muted">
                {text.noteBy(note.authorName, moment(note.at))}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={add} className="flex flex-col gap-4">
        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
        <TextareaField
          label={text.noteLabel}
          required
          rows={3}
          maxLength={MAX_NOTE}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={busy === 'note'} className="self-start">
          {text.addNote}
        </Button>
      </form>
    </Section>
  )
}
