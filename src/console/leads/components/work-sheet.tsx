import { useState, type FormEvent } from 'react'

import { MAX_LOST_REASON, MAX_NOTE, type LeadStatus } from '@contract/leads'
import { Button } from '@/components/ui/button'
import { TextareaField } from '@/components/ui/form/textarea'
import { Modal } from '@/components/ui/modal'

import { staffApi, type Lead } from '@/console/app/api'
import { Notice } from '@/console/app/components/notice'
import * as common from '@/console/app/console.messages'
import { useAction } from '@/console/app/use-action'

import * as text from '../leads.messages'
import type { Undoable } from './undo-toast'

/**
 * What a sheet asks for: after a call or WhatsApp, "contacted" with an optional note (or, once it
 * was contacted, a note about the call); a note alone; or why a lead was lost.
 */
export type SheetKind = 'contacted' | 'call-note' | 'note' | 'lost'

const titles: Record<SheetKind, string> = {
  contacted: text.contactedSheetTitle,
  'call-note': text.callNoteTitle,
  note: text.noteSheetTitle,
  lost: text.markLost,
}

/** Puts a lead back to `before`'s status (and reason), marked as an undo in the trail. */
const statusUndo = (before: Pick<Lead, 'id' | 'status' | 'lostReason'>) => async () => {
  await staffApi('enquiries/status', {
    id: before.id,
    status: before.status,
    reason: before.lostReason,
    undo: true,
  })
}

export async function moveLead(lead: Lead, status: LeadStatus, reason = ''): Promise<Undoable> {
  await staffApi('enquiries/status', { id: lead.id, status, reason })
  return { text: text.statusNow(common.statuses[status]), undo: statusUndo(lead) }
}

/**
 * One sheet (a native dialog, ADR 013; a bottom sheet on a phone) for what the action bar's taps
 * lead to, saved with one more tap.
 */
export function WorkSheet({
  kind,
  lead,
  onClose,
  onDone,
}: {
  kind: SheetKind | null
  lead: Lead
  onClose: () => void
  onDone: (change: Undoable) => void
}) {
  const [body, setBody] = useState('')
  const { busy, notice, run } = useAction()
  const noteRequired = kind !== 'contacted'

  function save(event: FormEvent) {
    event.preventDefault()
    void run('sheet', async () => {
      let change: Undoable = { text: text.noteAdded }
      if (kind === 'lost') change = await moveLead(lead, 'lost', body)
      else if (kind === 'contacted') change = await moveLead(lead, 'contacted')
      if (kind !== 'lost' && body.trim()) await staffApi('enquiries/note', { id: lead.id, body })
      setBody('')
      onDone(change)
      onClose()
    })
  }

  return (
    <Modal open={kind !== null} onClose={onClose} title={kind ? titles[kind] : ''}>
      <form onSubmit={save} className="flex flex-col gap-4">
        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
        <TextareaField
          label={
            kind === 'lost'
              ? text.lostReasonLabel
              : kind === 'contacted'
                ? text.contactedNoteLabel
                : text.noteLabel
          }
          required={noteRequired}
          rows={3}
          maxLength={kind === 'lost' ? MAX_LOST_REASON : MAX_NOTE}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          data-autofocus
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={busy === 'sheet'}>
            {kind === 'contacted'
              ? text.markContacted
              : kind === 'lost'
                ? text.markLost
                : text.addNote}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            {text.notNow}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
