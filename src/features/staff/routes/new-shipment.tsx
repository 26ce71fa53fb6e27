import { useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'

import { staffApi } from '../api'
import { Notice } from '../components/notice'
import { PageHeading } from '../components/page-heading'
import * as text from '../staff.messages'
import { useAction } from '../use-action'

/**
 * A new shipment under a new random tracking number, empty or from a won lead: the server fills
 * in the customer's details from the lead and links the two. The desk opens it to be completed.
 */
export function NewShipmentPage() {
  const [params] = useSearchParams()
  const [lead, setLead] = useState(params.get('lead') ?? '')
  const navigate = useNavigate()
  const { busy, notice, run } = useAction()

  function create(event: FormEvent) {
    event.preventDefault()
    void run('create', async () => {
      const { trackingId } = await staffApi<{ trackingId: string }>('shipments', {
        leadId: lead ? Number(lead) : null,
      })
      navigate(`/shipments/${trackingId}`)
    })
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={text.newShipmentTitle} intro={text.newShipmentIntro} />
      <form
        onSubmit={create}
        className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-soft sm:max-w-md sm:p-6"
      >
        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
        <InputField
          label={text.fromLead}
          inputMode="numeric"
          pattern="[0-9]*"
          dir="ltr"
          value={lead}
          onChange={(event) => setLead(event.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" loading={busy === 'create'} className="self-start">
          {text.createShipment}
        </Button>
      </form>
    </div>
  )
}
