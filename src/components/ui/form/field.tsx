import { useId, type ReactNode } from 'react'

import { cn } from '@/lib/cn'

type ControlProps = {
  id: string
  'aria-invalid': boolean | undefined
  'aria-describedby': string | undefined
  'aria-required': boolean | undefined
  className: string
}

/** What every control passes through to its Field. */
export type FieldChromeProps = {
  label: ReactNode
  error?: string
  hint?: ReactNode
  /** On a navy panel: white label, lighter error red that keeps AA contrast. */
  tone?: 'light' | 'dark'
  className?: string
}

type FieldProps = FieldChromeProps & {
  required?: boolean
  children: (control: ControlProps) => ReactNode
}

/** A control's props, split into its Field's and its element's own. */
export const splitField = <Own extends object>({
  label,
  error,
  hint,
  required,
  tone,
  className,
  ...own
}: FieldChromeProps & { required?: boolean } & Own) =>
  [{ label, error, hint, required, tone, className }, own] as const

const controlClasses = (invalid: boolean, tone: FieldChromeProps['tone']) =>
  cn(
    'block w-full min-h-12 rounded-xl border bg-white px-4 py-3 text-base text-ink',
    'placeholder:text-ink-muted/80 transition-colors duration-200',
    'focus:outline-none focus-visible:ring-3 focus-visible:ring-accent-500/60 focus-visible:outline-none',
    // On the navy panel a field that waits for an earlier one is an outline, not a grey slab.
    tone === 'dark'
      ? 'disabled:border-dashed disabled:border-white/40 disabled:bg-white/5 disabled:text-navy-100 disabled:placeholder:text-navy-200'
      : 'disabled:cursor-not-allowed disabled:bg-sand-100 disabled:text-ink-muted',
    invalid ? 'border-red-700 ring-1 ring-red-700' : 'border-navy-200 hover:border-navy-400',
  )

/**
 * The one way a form control is wired: a visible label, its error below in red,
 * connected through aria-describedby and announced politely.
 */
export function Field({
  label,
  error,
  hint,
  required,
  className,
  tone = 'light',
  children,
}: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={id}
        className={cn('text-sm font-semibold', tone === 'dark' ? 'text-white' : 'text-navy-900')}
      >
        {label}
        {required ? (
          <span className={tone === 'dark' ? 'text-red-300' : 'text-red-700'} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
        className: controlClasses(Boolean(error), tone),
      })}
      {hint ? (
        <p
          id={hintId}
          className={cn('text-sm', tone === 'dark' ? 'text-navy-100' : 'text-ink-muted')}
        >
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} tone={tone} />
    </div>
  )
}

/**
 * A control's error message in red under it, announced politely; `id` is what the control's
 * aria-describedby names.
 */
export function FieldError({
  id,
  error,
  tone = 'light',
}: {
  id: string
  error?: string
  tone?: FieldChromeProps['tone']
}) {
  return (
    <div aria-live="polite">
      {error ? (
        <p
          id={id}
          className={cn('text-sm font-medium', tone === 'dark' ? 'text-red-300' : 'text-red-700')}
        >
          {error}
        </p>
      ) : null}
    </div>
  )
}
