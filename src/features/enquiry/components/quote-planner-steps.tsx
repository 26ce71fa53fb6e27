import { Minus, Plus, type LucideIcon } from 'lucide-react'
import { useId } from 'react'
import { useHref } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/form/field'
import { InputField } from '@/components/ui/form/input'
import { InternationalPhoneField } from '@/components/ui/form/international-phone-field'
import { SelectField } from '@/components/ui/form/select'
import { TextareaField } from '@/components/ui/form/textarea'
import { paths } from '@/config/paths'
import { homeSizes, inventoryRooms, ESTIMATE_NOTE, specialItems } from '@/content/move-inventory'
import {
  contactMethods,
  contactTimes,
  destinationCountryCodes,
  flexibilityOptions,
  otherCountryCodes,
  plannerSteps,
  propertyTypes,
  qatarAreaNames,
  qatarAreas,
} from '@/content/quote-planner'
import { cn } from '@/lib/cn'
import { LIMITS, qatarToday, type Place, type QuoteSize } from '@/lib/quote-details'
import { countryName, formatVolume, quoteRows, shippingLabel } from '@/lib/quote-summary'

import { toDetails } from '../quote-planner-rules'
import type { PlannerDraft, QuotePlanner } from '../use-quote-planner'
import { ChoiceCards } from './choice-cards'
import * as text from './quote-planner-steps.messages'

/*
 * Every step after the first, with the inventory, the country list and the summary they need: the
 * planner's first screen is one choice, so this chunk loads while the visitor makes it.
 */

type StepProps = { planner: QuotePlanner }

/** The country list, named and sorted once: every keystroke in a place's fields redraws it. */
let countries: { label: string; options: { value: string; label: string }[] }[] | undefined
const countryOptions = () => {
  const option = (code: string) => ({ value: code, label: countryName(code) })
  countries ??= [
    { label: text.guideCountries, options: destinationCountryCodes.map(option) },
    {
      label: text.otherCountries,
      options: otherCountryCodes.map(option).sort((a, b) => a.label.localeCompare(b.label)),
    },
  ]
  return countries
}

function PlaceFields({
  planner,
  which,
  legend,
}: StepProps & { which: 'from' | 'to'; legend: string }) {
  const { draft, patch, errors } = planner
  const place = draft[which]
  const set = (change: Partial<Place>, touched: string[]) =>
    patch(
      which,
      change,
      touched.map((name) => `${which}.${name}`),
    )
  const error = (name: string) => errors[`${which}.${name}`]

  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-navy-100 p-4 sm:p-5">
      <legend className="px-1 text-base font-bold text-navy-950">{legend}</legend>
      <div className="flex gap-2" role="radiogroup" aria-label={text.regionChoice(legend)}>
        {(['qatar', 'abroad'] as const).map((region) => (
          <label
            key={region}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold',
              'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-accent-500/60',
              place.region === region
                ? 'border-navy-900 bg-navy-900 text-white'
                : 'border-navy-200',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={`${which}-region`}
              checked={place.region === region}
              onChange={() => set({ region }, ['area', 'country', 'city'])}
            />
            {region === 'qatar' ? text.inQatar : text.abroad}
          </label>
        ))}
      </div>
      {place.region === 'qatar' ? (
        <SelectField
          label={text.area}
          required
          placeholder={text.areaPlaceholder}
          options={qatarAreas.map((area) => ({ value: area, label: qatarAreaNames[area] }))}
          value={place.area}
          error={error('area')}
          data-field={`${which}.area`}
          onChange={(event) => set({ area: event.target.value }, ['area'])}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={text.country}
            required
            placeholder={text.countryPlaceholder}
            options={countryOptions()}
            value={place.country}
            error={error('country')}
            data-field={`${which}.country`}
            onChange={(event) => set({ country: event.target.value }, ['country'])}
          />
          <InputField
            label={text.city}
            required
            autoComplete="address-level2"
            maxLength={LIMITS.cityLength}
            value={place.city}
            error={error('city')}
            data-field={`${which}.city`}
            onChange={(event) => set({ city: event.target.value }, ['city'])}
          />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <SelectField
          label={text.propertyType}
          required
          placeholder={text.propertyPlaceholder}
          options={propertyTypes.map(({ id, label }) => ({ value: id, label }))}
          value={place.propertyType}
          error={error('propertyType')}
          data-field={`${which}.propertyType`}
          onChange={(event) =>
            set({ propertyType: event.target.value as Place['propertyType'] }, ['propertyType'])
          }
        />
        <InputField
          label={text.floor}
          type="number"
          inputMode="numeric"
          min={0}
          max={LIMITS.floor}
          value={String(place.floor)}
          error={error('floor')}
          data-field={`${which}.floor`}
          onChange={(event) => set({ floor: Number(event.target.value) }, ['floor'])}
        />
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-navy-900">
        <input
          type="checkbox"
          className="size-5 accent-navy-900"
          checked={place.lift}
          onChange={(event) => set({ lift: event.target.checked }, [])}
        />
        {text.lift}
      </label>
    </fieldset>
  )
}

function RouteStep({ planner }: StepProps) {
  return (
    <div className="flex flex-col gap-5">
      <PlaceFields planner={planner} which="from" legend={text.movingFrom} />
      <PlaceFields planner={planner} which="to" legend={text.movingTo} />
    </div>
  )
}

function WhenStep({ planner }: StepProps) {
  const { draft, patch, errors } = planner
  const flexible = draft.when.flexibility !== 'exact'
  const setWhen = (change: Partial<PlannerDraft['when']>) => patch('when', change, ['when'])
  return (
    <div className="flex flex-col gap-5">
      <ChoiceCards
        legend={text.yourDate}
        name="when-kind"
        field="when.kind"
        options={[
          { id: 'exact', label: text.setDate },
          { id: 'flexible', label: text.flexible },
        ]}
        value={flexible ? 'flexible' : 'exact'}
        onChange={(kind) => setWhen({ flexibility: kind === 'exact' ? 'exact' : 'few-days' })}
      />
      {flexible ? (
        <SelectField
          label={text.howFlexible}
          required
          placeholder={text.chooseOne}
          options={flexibilityOptions.map(({ id, label }) => ({ value: id, label }))}
          value={draft.when.flexibility}
          error={errors['when.flexibility']}
          data-field="when.flexibility"
          onChange={(event) =>
            setWhen({ flexibility: event.target.value as PlannerDraft['when']['flexibility'] })
          }
        />
      ) : null}
      <InputField
        label={flexible ? text.aroundDate : text.movingDate}
        required={draft.when.flexibility !== 'undecided'}
        type="date"
        min={qatarToday()}
        value={draft.when.date}
        error={errors['when.date']}
        data-field="when.date"
        hint={draft.when.flexibility === 'undecided' ? text.dateUnknown : text.dateBusy}
        onChange={(event) => setWhen({ date: event.target.value })}
      />
    </div>
  )
}

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

function SizeStep({ planner }: StepProps) {
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

function ContactStep({ planner }: StepProps) {
  const { draft, patch, errors } = planner
  const setPerson = (change: Partial<PlannerDraft['person']>, field: string) =>
    patch('person', change, [`person.${field}`])
  const setContact = (change: Partial<PlannerDraft['contact']>, field: string) =>
    patch('contact', change, [`contact.${field}`])
  return (
    <div className="flex flex-col gap-4">
      <InputField
        label={text.fullName}
        required
        autoComplete="name"
        value={draft.person.fullName}
        error={errors['person.fullName']}
        data-field="person.fullName"
        onChange={(event) => setPerson({ fullName: event.target.value }, 'fullName')}
      />
      <InternationalPhoneField
        label={text.phone}
        required
        dialCode={draft.person.dialCode}
        onDialCodeChange={(dialCode) => setPerson({ dialCode }, 'phone')}
        value={draft.person.phone}
        onValueChange={(phone) => setPerson({ phone }, 'phone')}
        error={errors['person.phone']}
        data-field="person.phone"
      />
      <InputField
        label={text.email}
        required
        type="email"
        autoComplete="email"
        value={draft.person.email}
        error={errors['person.email']}
        data-field="person.email"
        onChange={(event) => setPerson({ email: event.target.value }, 'email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={text.contactMethod}
          required
          placeholder={text.chooseOne}
          options={contactMethods.map(({ id, label }) => ({ value: id, label }))}
          value={draft.contact.method}
          error={errors['contact.method']}
          data-field="contact.method"
          onChange={(event) =>
            setContact(
              { method: event.target.value as PlannerDraft['contact']['method'] },
              'method',
            )
          }
        />
        <SelectField
          label={text.contactTime}
          required
          placeholder={text.chooseOne}
          options={contactTimes.map(({ id, label }) => ({ value: id, label }))}
          value={draft.contact.time}
          error={errors['contact.time']}
          data-field="contact.time"
          onChange={(event) =>
            setContact({ time: event.target.value as PlannerDraft['contact']['time'] }, 'time')
          }
        />
      </div>
      <TextareaField
        label={text.notes}
        rows={3}
        maxLength={2000}
        value={draft.person.notes}
        onChange={(event) => setPerson({ notes: event.target.value }, 'notes')}
      />
      <ConsentCheckbox
        checked={draft.person.consent}
        error={errors['person.consent']}
        onChange={(consent) => setPerson({ consent }, 'consent')}
      />
    </div>
  )
}

function ConsentCheckbox({
  checked,
  error,
  onChange,
}: {
  checked: boolean
  error?: string
  onChange: (checked: boolean) => void
}) {
  const errorId = useId()
  // A full page load that leaves the dialog, in the page's own language.
  const privacyHref = useHref(paths.privacy.getHref())
  return (
    <div className="flex flex-col gap-1.5">
      <label className="flex items-start gap-3 text-sm text-navy-950">
        <input
          type="checkbox"
          data-field="person.consent"
          className="mt-0.5 size-5 shrink-0 accent-navy-900"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {text.consentBefore}
          <a href={privacyHref} className="font-semibold underline underline-offset-2">
            {text.consentLink}
          </a>
          {text.consentAfter}
        </span>
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  )
}

function ReviewStep({ planner, onEdit }: StepProps & { onEdit: (index: number) => void }) {
  const { draft } = planner
  if (!draft.moveType) return null
  const details = toDetails({ ...draft, moveType: draft.moveType })
  const rows = quoteRows(details)
  const person = draft.person
  return (
    <div className="flex flex-col gap-4">
      <dl className="divide-y divide-navy-100 rounded-2xl border border-navy-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr]">
            <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
            <dd className="text-navy-950 tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr]">
          <dt className="text-sm font-semibold text-ink-muted">{text.you}</dt>
          <dd className="text-navy-950">
            {person.fullName}, +{person.dialCode} {person.phone}, {person.email}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-ink-muted">{ESTIMATE_NOTE}</p>
      <div className="flex flex-wrap gap-2">
        {plannerSteps.slice(0, -1).map((item, index) => (
          <Button key={item.id} variant="ghost" size="sm" onClick={() => onEdit(index)}>
            {text.edit(item.label)}
          </Button>
        ))}
      </div>
    </div>
  )
}

/** The running total stays in sight beside Next while items are counted on a phone. */
export function VolumeBadge({ draft }: { draft: PlannerDraft }) {
  const { volume } = toDetails({ ...draft, moveType: draft.moveType || 'local' })
  return (
    <p className="text-center text-sm text-ink-muted">
      {text.total}{' '}
      <strong className="block text-lg text-navy-950 tabular-nums">{formatVolume(volume)}</strong>
    </p>
  )
}

/** The step on screen, for every step but the first. */
export function LaterStep({ planner, onEdit }: StepProps & { onEdit: (index: number) => void }) {
  switch (planner.step.id) {
    case 'route':
      return <RouteStep planner={planner} />
    case 'when':
      return <WhenStep planner={planner} />
    case 'size':
      return <SizeStep planner={planner} />
    case 'contact':
      return <ContactStep planner={planner} />
    case 'review':
      return <ReviewStep planner={planner} onEdit={onEdit} />
    case 'what':
      return null
  }
}
