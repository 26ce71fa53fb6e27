import { useId } from 'react'

import { cn } from '@/lib/cn'

import * as text from './whatsapp-updates-field.messages'

type WhatsAppUpdatesFieldProps = {
  checked: boolean
  onChange: (checked: boolean) => void
  /** Where the messages would go, when the form does not show the number itself. */
  hint?: string
  /** On a navy panel: white words. */
  tone?: 'light' | 'dark'
  className?: string
}

/**
 * "Send me updates on WhatsApp", off until ticked (issue 54). A plain form post sends it as
 * `whatsappUpdates=yes`, so the consent is kept without JavaScript too.
 */
export function WhatsAppUpdatesField({
  checked,
  onChange,
  hint = text.hint,
  tone = 'light',
  className,
}: WhatsAppUpdatesFieldProps) {
  const hintId = useId()
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label
        className={cn(
          'flex items-start gap-3 py-1 text-sm font-semibold',
          tone === 'dark' ? 'text-white' : 'text-navy-900',
        )}
      >
        <input
          type="checkbox"
          name="whatsappUpdates"
          value="yes"
          className={cn(
            'mt-0.5 size-5 shrink-0',
            tone === 'dark' ? 'accent-accent-500' : 'accent-navy-900',
          )}
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {text.label}
      </label>
      <p
        id={hintId}
        className={cn('ps-8 text-sm', tone === 'dark' ? 'text-navy-100' : 'text-ink-muted')}
      >
        {hint}
      </p>
    </div>
  )
}
