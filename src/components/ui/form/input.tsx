import type { InputHTMLAttributes, KeyboardEvent } from 'react'

import { Field, splitField, type FieldChromeProps } from './field'

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & FieldChromeProps

export function InputField(props: InputFieldProps) {
  const [chrome, own] = splitField(props)
  return <Field {...chrome}>{(control) => <input {...control} {...own} />}</Field>
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
