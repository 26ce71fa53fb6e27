import { useCallback, useState } from 'react'

import type { Milestone } from '@contract/jobs'
import type { StatusUpdateFields } from '@contract/shipments'
import { milestoneLabels } from '@contract/tracking-messages'
import { Button } from '@/components/ui/button'
import { qatarToday } from '@/lib/qatar-today'

import { staffApi, type ShipmentUpdate } from '@/console/app/api'
import { Notice } from '@/console/app/components/notice'
import { Section } from '@/console/app/components/section'
import { day } from '@/console/app/format'
import { useAction } from '@/console/app/use-action'

import * as desk from '../desk.messages'
import * as text from '../shipments.messages'
import { UndoToast, type Toast } from './undo-toast'
import { draftOf, emptyDraft, UpdateForm } from './update-form'

type Saved = { trackingId: string; onSaved: () => void }

/** An update's fields as it stands, to put back after a correction. */
const fieldsOf = (update: ShipmentUpdate): StatusUpdateFields => ({
  stage: update.milestone,
  date: update.status_date,
  time: update.status_time?.slice(0, 5) ?? null,
  location: update.location,
  note: update.status_content,
  noteAr: update.status_content_ar,
})

/**
 * A shipment's posted updates, newest first, each to correct or remove; either can be undone from
 * the toast that follows, and an undone removal e-mails nobody.
 */
export function Updates({
  trackingId,
  updates,
  subscribers,
  onSaved,
}: Saved & { updates: ShipmentUpdate[]; subscribers: number }) {
  const { busy, notice, run } = useAction()
  const [editing, setEditing] = useState<number | null>(null)
  const [toast, setToast] = useState<Toast | null>(null)
  const closeToast = useCallback(() => setToast(null), [])
  const path = (id: number, action = '') =>
    `shipments/${encodeURIComponent(trackingId)}/updates/${id}${action}`
  const undoWith = (message: string, undo: () => Promise<unknown>, done: string) =>
    setToast({
      message,
      undo: () =>
        void run('undo', async () => {
          setToast(null)
          await undo()
          onSaved()
          setToast({ message: done })
        }),
    })
  return (
    <Section id="updates" title={text.updatesTitle}>
      <UndoToast toast={toast} onClose={closeToast} />
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {updates.length === 0 ? (
        <p className="text-ink-muted">{text.noUpdatesYet}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-navy-100">
          {[...updates].reverse().map((update) => (
            <li key={update.id} className="flex flex-wrap items-start gap-3 py-3">
              <div className="me-auto flex flex-col gap-1">
                <p className="font-semibold text-navy-900">
                  {update.milestone ? `${milestoneLabels[update.milestone]} · ` : ''}
                  <bdi>{update.status_content}</bdi>
                </p>
                {update.status_content_ar ? (
                  <p lang="ar" dir="rtl" className="text-navy-900">
                    {update.status_content_ar}
                  </p>
                ) : null}
                <p className="text-sm text-ink-muted">
                  {day(update.status_date)}
                  {update.status_time ? ` · ${update.status_time.slice(0, 5)}` : ''}
                  {update.location ? (
                    <>
                      {' · '}
                      <bdi>{update.location}</bdi>
                    </>
                  ) : null}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={text.editUpdateNamed(update.status_content)}
                aria-expanded={editing === update.id}
                onClick={() => setEditing(editing === update.id ? null : update.id)}
              >
                {text.editUpdate}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={text.removeUpdateNamed(update.status_content)}
                loading={busy === `remove-${update.id}`}
                onClick={() =>
                  void run(`remove-${update.id}`, async () => {
                    await staffApi(path(update.id, '/remove'), {})
                    onSaved()
                    undoWith(
                      text.updateRemoved,
                      () => staffApi(path(update.id, '/restore'), {}),
                      desk.restored,
                    )
                  })
                }
              >
                {text.removeUpdate}
              </Button>
              {editing === update.id ? (
                <div className="w-full rounded-xl bg-sand-50 p-4">
                  <UpdateForm
                    initial={draftOf(update)}
                    subscribers={subscribers}
                    submitLabel={text.saveUpdate}
                    busy={busy === `edit-${update.id}`}
                    onSubmit={(fields) =>
                      run(`edit-${update.id}`, async () => {
                        const before = fieldsOf(update)
                        await staffApi(path(update.id), fields)
                        setEditing(null)
                        onSaved()
                        undoWith(
                          text.updateSaved,
                          () => staffApi(path(update.id), before),
                          desk.correctionUndone,
                        )
                      })
                    }
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Section>
  )
}

/** A new update, e-mailed to the shipment's subscribers when it reaches a new stage. */
export function PostUpdate({
  trackingId,
  reached,
  subscribers,
  onSaved,
}: Saved & { reached: Milestone | null; subscribers: number }) {
  const { busy, notice, run } = useAction()
  return (
    <Section id="post-update" title={text.postUpdateTitle}>
      {notice ? (
        <div className="mb-4">
          <Notice tone={notice.tone}>{notice.text}</Notice>
        </div>
      ) : null}
      {/* A new stage starts the form again from the next one; the notice above it stays. */}
      <UpdateForm
        key={reached ?? 'none'}
        initial={emptyDraft(qatarToday(), reached)}
        reached={reached}
        subscribers={subscribers}
        submitLabel={text.postUpdate}
        busy={busy === 'post'}
        onSubmit={(fields) =>
          run('post', async () => {
            await staffApi(`shipments/${encodeURIComponent(trackingId)}/updates`, fields)
            onSaved()
            return { text: text.updatePosted }
          })
        }
      />
    </Section>
  )
}
