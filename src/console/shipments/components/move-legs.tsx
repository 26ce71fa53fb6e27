import { useState, type FormEvent } from 'react'

import { isMilestone, MAX_MOVE_LEGS } from '@contract/jobs'
import { MAX_MOVE_REASON } from '@contract/shipments'
import { milestoneLabels } from '@contract/tracking-messages'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'
import { Link } from '@/components/ui/link'

import { StaffApiError, staffApi, type ShipmentDetail } from '@/console/app/api'
import { day } from '@/console/app/format'
import * as moves from '../moves.messages'
import * as text from '../shipments.messages'
import { useAction } from '@/console/app/use-action'
import { Notice } from '@/console/app/components/notice'
import { Section } from '@/console/app/components/section'

/**
 * The legs of the shipment's move (air, sea, storage …): the others, each linked, a number to
 * add as another leg, and the way out of the move. Customers tracking any leg see the others of
 * the same customer; a leg of another is marked, with a warning. When the server refuses a leg of
 * another customer to an admin, it asks for the reason they are one customer, and the form gets a
 * field for it.
 */
export function MoveLegs({ detail, onSaved }: { detail: ShipmentDetail; onSaved: () => void }) {
  const { tracking_id: trackingId } = detail.shipment
  const { legs } = detail
  const [other, setOther] = useState('')
  const [reason, setReason] = useState<string | null>(null)
  const { busy, notice, run } = useAction()
  const path = `shipments/${encodeURIComponent(trackingId)}/move`

  function add(event: FormEvent) {
    event.preventDefault()
    void run('join', async () => {
      try {
        await staffApi(path, { trackingId: other, ...(reason?.trim() && { reason }) })
      } catch (error) {
        if (error instanceof StaffApiError && error.detail.reasonNeeded === true)
          setReason((typed) => typed ?? '')
        throw error
      }
      setOther('')
      setReason(null)
      onSaved()
      return { text: text.legAdded }
    })
  }

  return (
    <Section id="move-legs" title={text.moveLegsTitle}>
      <p className="mb-4 text-ink-muted">{text.moveLegsIntro(MAX_MOVE_LEGS)}</p>
      {notice ? (
        <div className="mb-4">
          <Notice tone={notice.tone}>{notice.text}</Notice>
        </div>
      ) : null}
      {legs.some((leg) => !leg.sameCustomer) ? (
        <div className="mb-4">
          <Notice tone="error">{moves.mixedMoveWarning}</Notice>
        </div>
      ) : null}
      {legs.length > 0 ? (
        <ul className="mb-4 divide-y divide-navy-100">
          {legs.map((leg) => (
            <li key={leg.tracking_id} className="flex flex-col gap-1 py-3">
              <Link
                to={`/shipments/${encodeURIComponent(leg.tracking_id)}`}
                className="self-start font-semibold text-navy-700 underline underline-offset-4"
              >
                <bdi dir="ltr">{leg.tracking_id}</bdi>
              </Link>
              <p className="text-sm text-ink-muted">
                {[
                  leg.cargo_type,
                  isMilestone(leg.stage) ? milestoneLabels[leg.stage] : text.noStageYet,
                  leg.date_of_arrival ? text.arrivesOn(day(leg.date_of_arrival)) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {leg.sameCustomer ? null : (
                <p className="text-sm font-semibold text-red-800">{moves.otherCustomerLeg}</p>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4">{text.noLegs}</p>
      )}
      <form onSubmit={add} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <InputField
          label={text.legTrackingNumber}
          dir="ltr"
          autoComplete="off"
          className="sm:flex-1"
          value={other}
          onChange={(event) => setOther(event.target.value)}
        />
        {reason === null ? null : (
          <InputField
            label={moves.moveReason}
            autoComplete="off"
            maxLength={MAX_MOVE_REASON}
            className="sm:flex-1"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
        <Button type="submit" variant="secondary" loading={busy === 'join'}>
          {reason === null ? text.addLeg : moves.addWithReason}
        </Button>
      </form>
      {legs.length > 0 ? (
        <Button
          variant="ghost"
          className="mt-3"
          loading={busy === 'leave'}
          onClick={() =>
            void run('leave', async () => {
              await staffApi(`${path}/leave`, {})
              onSaved()
              return { text: text.legLeft }
            })
          }
        >
          {text.leaveMove}
        </Button>
      ) : null}
    </Section>
  )
}
