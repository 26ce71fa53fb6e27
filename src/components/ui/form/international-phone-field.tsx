import { useEffect, useState } from 'react'

import { cn } from '@/lib/cn'
import { DEFAULT_DIAL_CODE } from '@contract/phone'

import { Field, type FieldChromeProps } from './field'
import { blockNonNumericKey, digitsOnly } from './input'
import * as text from './international-phone-field.messages'
import { NativeSelect } from './select'

type DialCode = { readonly code: string; readonly country: string }

/**
 * The full list of codes is a chunk of its own, fetched once a phone field is on screen in the
 * browser: forms on a page's first screen do not wait for fifty countries. Until then (and in the
 * prerendered HTML, so hydration matches) the list holds Qatar alone; offline, it stays that way.
 */
function useDialCodes() {
  const [codes, setCodes] = useState<readonly DialCode[]>([
    { code: DEFAULT_DIAL_CODE.code, country: text.defaultCountry },
  ])
  useEffect(() => {
    import('@/content/dial-codes').then(
      (module) => setCodes(module.dialCodes),
      () => {},
    )
  }, [])
  return codes
}

type InternationalPhoneFieldProps = FieldChromeProps & {
  dialCode: string
  onDialCodeChange: (code: string) => void
  value: string
  onValueChange: (digits: string) => void
  required?: boolean
  disabled?: boolean
  /** Form field names, for forms that also work without scripts. */
  name?: string
  dialCodeName?: string
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
  dialCodeName,
  value,
  onValueChange,
  disabled,
  name,
  'data-field': dataField,
  ...chrome
}: InternationalPhoneFieldProps) {
  const codes = useDialCodes()
  return (
    <Field {...chrome}>
      {(control) => (
        // A phone number reads left to right in Arabic too: the code before the number, "+974"
        // with its plus in front.
        <div dir="ltr" className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2">
          <NativeSelect
            aria-label={text.countryCode}
            name={dialCodeName}
            value={dialCode}
            disabled={disabled}
            onChange={(event) => onDialCodeChange(event.target.value)}
            autoComplete="tel-country-code"
            className={control.className}
            // The closed box shows the code alone, leaving the width to the number; the open list
            // and assistive technology name the country too.
            display={
              <span
                aria-hidden="true"
                className={cn(
                  'pointer-events-none absolute inset-y-0 start-4 flex items-center text-ink tabular-nums',
                  chrome.tone === 'dark'
                    ? 'peer-disabled:text-navy-100'
                    : 'peer-disabled:text-ink-muted',
                )}
              >
                +{dialCode}
              </span>
            }
          >
            {codes.map(({ code, country }) => (
              <option key={code} value={code}>
                {`+${code} ${country}`}
              </option>
            ))}
          </NativeSelect>
          <input
            {...control}
            name={name}
            data-field={dataField}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="tel-national"
            disabled={disabled}
            value={value}
            onKeyDown={blockNonNumericKey}
            onChange={(event) => onValueChange(digitsOnly(event.target.value))}
            className={cn(control.className, 'tabular-nums')}
          />
        </div>
      )}
    </Field>
  )
}
