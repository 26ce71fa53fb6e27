import { ChevronDown } from 'lucide-react'
import type { ReactNode, SelectHTMLAttributes } from 'react'

import { cn } from '@/lib/cn'

import { Field, type FieldChromeProps } from './field'

type SelectOption = { value: string; label: string }

type NativeSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  /** Drawn over the select's own text, which is then hidden: a short form of the choice. */
  display?: ReactNode
}

/** A native select drawn in the site's style, with its chevron; every select is one of these. */
export function NativeSelect({ className, display, ...props }: NativeSelectProps) {
  return (
    <div className="relative">
      <select
        className={cn(
          className,
          'peer appearance-none pe-11',
          display !== undefined && 'text-transparent! [&>option]:text-ink',
        )}
        {...props}
      />
      {display}
      <ChevronDown
        className="pointer-events-none absolute top-1/2 end-4 size-5 -translate-y-1/2 text-navy-700"
        aria-hidden="true"
      />
    </div>
  )
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> &
  FieldChromeProps & {
    options: readonly SelectOption[]
    placeholder: string
  }

/**
 * A styled native select (docs/decisions/001-native-select.md): the browser already gives the
 * The behaviour of a dropdown: a click toggles the list, a click outside or a choice closes it, a
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
        <NativeSelect
          {...control}
          className={cn(control.className, !props.value && 'text-ink-muted')}
          {...props}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} className="text-ink">
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  )
}
