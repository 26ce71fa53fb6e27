import { Minus, Plus, type LucideIcon } from 'lucide-react'
import { useId } from 'react'
import { InputField } from '@/components/ui/form/input'
import { homeSizes, inventoryRooms, ESTIMATE_NOTE, specialItems } from '@/content/move-inventory'
import { LIMITS, type QuoteSize } from '@/lib/quote-details'
import { formatVolume, shippingLabel } from '@/lib/quote-summary'

import { toDetails } from '../../quote-planner-rules'
import { ChoiceCards } from '../choice-cards'
import * as text from './steps.messages'
import type { StepProps } from './step-props'

function Counter({
  label,
  volume,
  count,
  onChange,
}: {
  label: string
  volume: number
  count: number
  onChange: (count: number) => void
}) {
  const id = useId()
  const clamp = (value: number) => Math.min(LIMITS.itemCount, Math.max(0, value))
  const stepButton = (by: 1 | -1, name: string, Icon: LucideIcon) => (
    <button
      type="button"
      aria-label={name}
      disabled={clamp(count + by) === count}
      onClick={() => onChange(clamp(count + by))}
      className="flex size-11 items-center justify-center rounded-full border border-navy-200 text-navy-900 hover:bg-navy-50 disabled:opacity-40"
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  )
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <label htmlFor={id} className="flex flex-col">
        <span className="font-medium text-navy-950">{label}</span>
        <span className="text-xs text-ink-muted tabular-nums">
          {text.eachVolume(formatVolume(volume))}
        </span>
      </label>
      <span className="flex items-center gap-1">
        {stepButton(-1, text.fewer(label), Minus)}
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={LIMITS.itemCount}
          value={String(count)}
          onChange={(event) => onChange(clamp(Math.trunc(Number(event.target.value) || 0)))}
          className="h-11 w-14 rounded-lg border border-navy-200 text-center tabular-nums focus:outline-none focus-visible:ring-3 focus-visible:ring-accent-500/60"
        />
        {stepButton(1, text.more(label), Plus)}
      </span>
    </li>
  )
}

export function SizeStep({ planner }: StepProps) {
  const { draft, update, errors } = planner
  const estimateId = useId()
  const office = draft.moveType === 'office'
  const moveType = draft.moveType || 'local'
  const details = toDetails({ ...draft, moveType })
  const items = draft.size.kind === 'inventory' ? draft.size.items : {}
  const setSize = (size: (previous: QuoteSize) => QuoteSize) =>
    update((previous) => ({ ...previous, size: size(previous.size) }), ['size'])
  const setItem = (id: string, count: number) =>
    setSize((size) => ({
      kind: 'inventory',
      items: { ...(size.kind === 'inventory' ? size.items : {}), [id]: count },
    }))

  return (
    <div className="flex flex-col gap-5">
      <ChoiceCards
        legend={text.sizeKind}
        name="size-kind"
        field="size.kind"
        options={[
          office
            ? { id: 'office', label: text.byDesks, description: text.byDesksNote }
            : { id: 'home', label: text.byHome, description: text.byHomeNote },
          { id: 'inventory', label: text.byItems, description: text.byItemsNote },
        ]}
        value={draft.size.kind}
        onChange={(kind) =>
          setSize(() =>
            kind === 'inventory'
              ? { kind, items: {} }
              : kind === 'office'
                ? { kind, desks: 0 }
                : { kind: 'home', home: '' },
          )
        }
      />

      {draft.size.kind === 'home' ? (
        <ChoiceCards
          legend={text.homeSize}
          name="home-size"
          field="size.home"
          columns="grid-cols-2 sm:grid-cols-3"
          options={homeSizes.map(({ id, label, volume }) => ({
            id,
            label,
            description: text.homeVolume(volume),
          }))}
          value={draft.size.home}
          error={errors['size.home']}
          onChange={(home) => setSize(() => ({ kind: 'home', home }))}
        />
      ) : null}

      {draft.size.kind === 'office' ? (
        <InputField
          label={text.desks}
          required
          type="number"
          inputMode="numeric"
          min={1}
          max={LIMITS.desks}
          value={draft.size.desks ? String(draft.size.desks) : ''}
          error={errors['size.desks']}
          data-field="size.desks"
          hint={text.desksHint}
          onChange={(event) =>
            setSize(() => ({ kind: 'office', desks: Math.trunc(Number(event.target.value) || 0) }))
          }
        />
      ) : null}

      {draft.size.kind === 'inventory' ? (
        <div className="flex flex-col gap-3">
          {inventoryRooms.map((room, index) => (
            <details
              key={room.id}
              open={index === 0}
              className="group rounded-2xl border border-navy-100 bg-white px-4"
            >
              <summary className="flex min-h-12 cursor-pointer items-center justify-between font-semibold text-navy-950">
                {room.label}
                <span className="text-sm font-normal text-ink-muted tabular-nums">
                  {text.itemCount(room.items.reduce((sum, item) => sum + (items[item.id] ?? 0), 0))}
                </span>
              </summary>
              <ul className="divide-y divide-navy-50 pb-2">
                {room.items.map((item) => (
                  <Counter
                    key={item.id}
                    label={item.label}
                    volume={item.volume}
                    count={items[item.id] ?? 0}
                    onChange={(count) => setItem(item.id, count)}
                  />
                ))}
              </ul>
            </details>
          ))}
          <div aria-live="polite">
            {errors['size.items'] ? (
              <p className="text-sm font-medium text-red-700" data-field="size.items" tabIndex={-1}>
                {errors['size.items']}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-navy-900">{text.specialCare}</legend>
        <div className="grid grid-cols-2 gap-2">
          {specialItems.map((item) => (
            <label key={item.id} className="flex min-h-11 items-center gap-3 text-sm text-navy-950">
              <input
                type="checkbox"
                className="size-5 accent-navy-900"
                checked={draft.specialItems.includes(item.id)}
                onChange={(event) =>
                  update((previous) => ({
                    ...previous,
                    specialItems: event.target.checked
                      ? [...previous.specialItems, item.id]
                      : previous.specialItems.filter((id) => id !== item.id),
                  }))
                }
              />
              {item.label}
            </label>
          ))}
        </div>
      </fieldset>

      <div
        role="status"
        aria-labelledby={estimateId}
        aria-atomic="true"
        className="rounded-2xl bg-navy-950 p-5 text-white"
      >
        <p id={estimateId} className="text-sm text-navy-100">
          {text.estimatedVolume}
        </p>
        <p className="text-3xl font-bold tabular-nums">{formatVolume(details.volume)}</p>
        <p className="mt-1 font-semibold text-accent-300">
          {text.suggested(shippingLabel(details.shipping))}
        </p>
        <p className="mt-3 text-sm text-navy-100">{ESTIMATE_NOTE}</p>
      </div>
    </div>
  )
}
