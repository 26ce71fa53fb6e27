import { useState, type FormEvent } from 'react'

import { SHIPMENT_FIELDS, type ShipmentField } from '@contract/shipments'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'

import { staffApi, type ShipmentDetail } from '@/console/app/api'
import { Notice } from '@/console/app/components/notice'
import { Section } from '@/console/app/components/section'
import * as common from '@/console/app/console.messages'
import { useAction } from '@/console/app/use-action'

import * as text from '../shipments.messages'

const NUMBERS = new Set<ShipmentField>(['number_of_packages', 'weight', 'volume'])
const DATES = new Set<ShipmentField>(['collection_date', 'date_of_departure', 'date_of_arrival'])
const LTR = new Set<ShipmentField>(['email', 'contact_number', 'collection_window'])

const fieldValue = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/** The 19 fields, each checked again by the server with the contract's rules. */
export function Fields({ detail, onSaved }: { detail: ShipmentDetail; onSaved: () => void }) {
  const { shipment } = detail
  const initial = Object.fromEntries(
    SHIPMENT_FIELDS.map((field) => [field, fieldValue(shipment[field])]),
  ) as Record<ShipmentField, string>
  const [draft, setDraft] = useState(initial)
  const { busy, notice, run } = useAction()

  function save(event: FormEvent) {
    event.preventDefault()
    const changed = SHIPMENT_FIELDS.filter((field) => draft[field] !== initial[field])
    const body = Object.fromEntries(
      changed.map((field) => {
        const value = draft[field].trim()
        return [field, value === '' ? null : NUMBERS.has(field) ? Number(value) : value]
      }),
    )
    void run('fields', async () => {
      const { changed: saved } = await staffApi<{ changed: string[] }>(
        `shipments/${encodeURIComponent(shipment.tracking_id)}`,
        body,
      )
      onSaved()
      return { text: saved.length ? text.shipmentSaved : text.nothingChanged }
    })
  }

  return (
    <Section id="fields" title={text.shipmentFieldsTitle}>
      <form onSubmit={save} className="grid gap-4 sm:grid-cols-2">
        {notice ? (
          <div className="sm:col-span-2">
            <Notice tone={notice.tone}>{notice.text}</Notice>
          </div>
        ) : null}
        {SHIPMENT_FIELDS.map((field) => (
          <InputField
            key={field}
            label={common.fieldLabels[field]}
            type={DATES.has(field) ? 'date' : NUMBERS.has(field) ? 'number' : 'text'}
            inputMode={NUMBERS.has(field) ? 'decimal' : undefined}
            step={NUMBERS.has(field) ? 'any' : undefined}
            dir={LTR.has(field) ? 'ltr' : undefined}
            placeholder={field === 'collection_window' ? '08:00-10:00' : undefined}
            value={draft[field]}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
          />
        ))}
        <Button
          type="submit"
          loading={busy === 'fields'}
          className="justify-self-start sm:col-span-2"
        >
          {text.saveShipment}
        </Button>
      </form>
    </Section>
  )
}
