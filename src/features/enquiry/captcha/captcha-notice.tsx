import { ShieldCheck } from 'lucide-react'

import { cn } from '@/lib/cn'

import { useCaptcha } from './captcha-context'

/**
 * The text Google requires wherever its badge is not beside the form; it stands where the
 * verification widget sits, and the submission error appears right under it (SPEC 4.1).
 */
export function CaptchaNotice({
  error,
  tone = 'light',
}: {
  error?: string
  tone?: 'light' | 'dark'
}) {
  const { enabled } = useCaptcha()
  const link = cn('underline underline-offset-2', tone === 'dark' ? 'text-white' : 'text-navy-800')
  return (
    <div className="flex flex-col gap-1.5">
      <p className={cn('flex gap-2 text-xs', tone === 'dark' ? 'text-navy-100' : 'text-ink-muted')}>
        <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
        {enabled ? (
          <span>
            This site is protected by reCAPTCHA and the Google{' '}
            <a
              href="https://policies.google.com/privacy"
              target="_blank"
              rel="noopener noreferrer"
              className={link}
            >
              Privacy Policy
            </a>{' '}
            and{' '}
            <a
              href="https://policies.google.com/terms"
              target="_blank"
              rel="noopener noreferrer"
              className={link}
            >
              Terms of Service
            </a>{' '}
            apply.
          </span>
        ) : (
          <span>Bot checks are off on this instance: no reCAPTCHA site key is configured.</span>
        )}
      </p>
      <div role="alert" aria-live="assertive">
        {error ? (
          <p
            className={cn('text-sm font-medium', tone === 'dark' ? 'text-red-300' : 'text-red-700')}
          >
            {error}
          </p>
        ) : null}
      </div>
    </div>
  )
}
