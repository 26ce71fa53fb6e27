import { useId, type ReactNode } from 'react'

import { FieldError } from '@/components/ui/form/field'
import { cn } from '@/lib/cn'

/** A radio group drawn as cards; its error is announced and linked to the group. */
export function ChoiceCards<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  field,
  columns = 'sm:grid-cols-2',
}: {
  legend: ReactNode
  name: string
  options: readonly { id: T; label: string; description?: string }[]
  value: string
  onChange: (value: T) => void
  error?: string
  field: string
  columns?: string
}) {
  const errorId = useId()
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-navy-900">{legend}</legend>
      <div className={cn('grid gap-3', columns)}>
        {options.map((option, index) => (
          <label
            key={option.id}
            className={cn(
              'flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 transition-colors',
              'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-accent-500/60',
              value === option.id
                ? 'border-navy-900 bg-navy-50'
                : error
                  ? 'border-red-700'
                  : 'border-navy-200 hover:border-navy-400',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
              className="mt-1 size-4 accent-navy-900"
              {...(index === 0 ? { 'data-field': field } : {})}
            />
            <span className="flex flex-col">
              <span className="font-semibold text-navy-950">{option.label}</span>
              {option.description ? (
                <span className="text-sm text-ink-muted">{option.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}
