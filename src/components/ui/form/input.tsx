import type { InputHTMLAttributes, KeyboardEvent } from 'react'

import { Field, type FieldChromeProps } from './field'

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & FieldChromeProps

export function InputField({
  label,
  error,
  hint,
  required,
  labelHidden,
  tone,
  className,
  ...props
}: InputFieldProps) {
  return (
    <Field {...{ label, error, hint, required, labelHidden, tone, className }}>
      {(control) => <input {...control} {...props} />}
    </Field>
  )
}

const allowedKeys = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Escape',
  'Enter',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
])

/** Number inputs take only digits and editing keys; Shift/Ctrl/Alt + digit is blocked. */
export function blockNonNumericKey(event: KeyboardEvent<HTMLInputElement>) {
  if (allowedKeys.has(event.key)) return
  const isDigit = /^[0-9]$/.test(event.key)
  if (isDigit && !event.shiftKey && !event.ctrlKey && !event.altKey) return
  event.preventDefault()
}

export const digitsOnly = (value: string) => value.replace(/\D/g, '')
