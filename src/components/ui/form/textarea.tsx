import type { TextareaHTMLAttributes } from 'react'

import { cn } from '@/lib/cn'

import { Field, splitField, type FieldChromeProps } from './field'

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> &
  FieldChromeProps

export function TextareaField(props: TextareaFieldProps) {
  const [chrome, { rows = 4, ...own }] = splitField(props)
  return (
    <Field {...chrome}>
      {(control) => (
        <textarea {...control} className={cn(control.className, 'resize-y')} rows={rows} {...own} />
      )}
    </Field>
  )
}
