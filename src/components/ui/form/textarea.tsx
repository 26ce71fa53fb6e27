import type { ReactNode, TextareaHTMLAttributes } from 'react'

import { cn } from '@/lib/cn'

import { Field } from './field'

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & {
  label: ReactNode
  error?: string
  className?: string
}

export function TextareaField({
  label,
  error,
  required,
  className,
  rows = 4,
  ...props
}: TextareaFieldProps) {
  return (
    <Field label={label} error={error} required={required} className={className}>
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
