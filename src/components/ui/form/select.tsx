import { ChevronDown } from 'lucide-react'
import type { SelectHTMLAttributes } from 'react'

import { cn } from '@/lib/cn'

import { Field, type FieldChromeProps } from './field'

type SelectOption = { value: string; label: string }

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> &
  FieldChromeProps & {
    options: readonly SelectOption[]
    placeholder: string
  }

/**
 * A styled native select (docs/decisions/001-native-select.md): the browser already gives the
 * SPEC 4.4 behaviour — a click toggles the list, a click outside or a choice closes it, a
 * disabled select ignores clicks — plus keyboard support and the phone's own picker.
 */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  required,
  labelHidden,
  tone,
  className,
  ...props
}: SelectFieldProps) {
  return (
    <Field {...{ label, error, hint, required, labelHidden, tone, className }}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            className={cn(
              control.className,
              'appearance-none pr-11',
              !props.value && 'text-ink-muted',
            )}
            {...props}
          >
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value} className="text-ink">
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-navy-700"
            aria-hidden="true"
          />
        </div>
      )}
    </Field>
  )
}
