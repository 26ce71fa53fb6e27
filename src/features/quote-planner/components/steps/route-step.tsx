import { InputField } from '@/components/ui/form/input'
import { SelectField } from '@/components/ui/form/select'
import {
  destinationCountryCodes,
  otherCountryCodes,
  propertyTypes,
  qatarAreaNames,
  qatarAreas,
} from '@/content/quote-planner'
import { cn } from '@/lib/cn'
import { LIMITS, type Place } from '@/lib/quote-details'
import { countryName } from '@/lib/quote-summary'

import * as text from './steps.messages'
import type { StepProps } from './step-props'

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

export function RouteStep({ planner }: StepProps) {
  return (
    <div className="flex flex-col gap-5">
      <PlaceFields planner={planner} which="from" legend={text.movingFrom} />
      <PlaceFields planner={planner} which="to" legend={text.movingTo} />
    </div>
  )
}
