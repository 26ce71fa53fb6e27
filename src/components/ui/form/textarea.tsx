import type { TextareaHTMLAttributes } from 'react'

import { cn } from '@/lib/cn'

import { Field, type FieldChromeProps } from './field'

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> &
  FieldChromeProps

export function TextareaField({
  label,
  error,
  hint,
  required,
  labelHidden,
  tone,
  className,
  rows = 4,
  ...props
}: TextareaFieldProps) {
  return (
    <Field {...{ label, error, hint, required, labelHidden, tone, className }}>
      {(control) => (
        <textarea
          {...control}
          className={cn(control.className, 'resize-y')}
          rows={rows}
          {...props}
        />
      )}
    </Field>
  )
}
