import { ChevronDown } from 'lucide-react'
import type { ReactNode, SelectHTMLAttributes } from 'react'

import { cn } from '@/lib/cn'

import { Field, splitField, type FieldChromeProps } from './field'

type SelectOption = { value: string; label: string }
type OptionGroup = { label: string; options: readonly SelectOption[] }

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
    /** The choices, or named groups of them. */
    options: readonly SelectOption[] | readonly OptionGroup[]
    placeholder: string
  }

const optionOf = ({ value, label }: SelectOption) => (
  <option key={value} value={value} className="text-ink">
    {label}
  </option>
)

/**
 * A styled native select (docs/decisions/001-native-select.md): the browser already gives the
 * behaviour of a dropdown (a click toggles the list, a click outside or a choice closes it, a
 * disabled select ignores clicks) plus keyboard support and the phone's own picker.
 */
export function SelectField(props: SelectFieldProps) {
  const [chrome, { options, placeholder, ...own }] = splitField(props)
  return (
    <Field {...chrome}>
      {(control) => (
        <NativeSelect
          {...control}
          className={cn(control.className, !own.value && 'text-ink-muted')}
          {...own}
        >
          <option value="">{placeholder}</option>
          {options.map((item) =>
            'options' in item ? (
              <optgroup key={item.label} label={item.label}>
                {item.options.map(optionOf)}
              </optgroup>
            ) : (
              optionOf(item)
            ),
          )}
        </NativeSelect>
      )}
    </Field>
  )
}
