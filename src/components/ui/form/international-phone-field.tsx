import { ChevronDown } from 'lucide-react'
import { useId } from 'react'

import { dialCodes } from '@/content/dial-codes'
import { cn } from '@/lib/cn'

import { controlClasses, Field, type FieldChromeProps } from './field'
import { blockNonNumericKey, digitsOnly } from './input'

type InternationalPhoneFieldProps = FieldChromeProps & {
  dialCode: string
  onDialCodeChange: (code: string) => void
  value: string
  onValueChange: (digits: string) => void
  required?: boolean
  name?: string
  'data-field'?: string
}

/**
 * A phone number with its country code, for the many customers with a number from abroad. The
 * local part keeps the digits-only rules of every phone field: numeric keypad, non-digits
 * stripped on change, only digits and editing keys accepted.
 */
export function InternationalPhoneField({
  dialCode,
  onDialCodeChange,
  value,
  onValueChange,
  name,
  'data-field': dataField,
  ...chrome
}: InternationalPhoneFieldProps) {
  const codeId = useId()
  return (
    <Field {...chrome}>
      {(control) => (
        <div className="flex gap-2">
          <div className="relative shrink-0">
            <label htmlFor={codeId} className="sr-only">
              Country code
            </label>
            <select
              id={codeId}
              value={dialCode}
              onChange={(event) => onDialCodeChange(event.target.value)}
              autoComplete="tel-country-code"
              className={cn(controlClasses(false), 'w-28 appearance-none pr-8 tabular-nums')}
            >
              {dialCodes.map(({ code, country }) => (
                <option key={`${code}-${country}`} value={code}>
                  {`+${code} ${country}`}
                </option>
              ))}
            </select>
            <ChevronDown
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-navy-700"
              aria-hidden="true"
            />
          </div>
          <input
            {...control}
            name={name}
            data-field={dataField}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="tel-national"
            value={value}
            onKeyDown={blockNonNumericKey}
            onChange={(event) => onValueChange(digitsOnly(event.target.value))}
            className={cn(control.className, 'min-w-0 flex-1 tabular-nums')}
          />
        </div>
      )}
    </Field>
  )
}
