import { ShieldCheck } from 'lucide-react'
import { useSyncExternalStore } from 'react'

import { siteConfig, telHref, whatsappHref } from '@/config/env'
import { cn } from '@/lib/cn'

import { useCaptcha } from './captcha-context'

/**
 * The text Google requires wherever its badge is not beside the form; it stands where the
 * verification widget sits, and the submission error appears right under it.
 */
export function CaptchaNotice({
  error,
  tone = 'light',
}: {
  error?: string
  tone?: 'light' | 'dark'
}) {
  const { enabled, isUnavailable, subscribeUnavailable } = useCaptcha()
  const unavailable = useSyncExternalStore(subscribeUnavailable, isUnavailable, () => false)
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
      <div role="status">
        {enabled && unavailable ? (
          <p className={cn('text-sm', tone === 'dark' ? 'text-amber-200' : 'text-amber-900')}>
            The reCAPTCHA check could not load (it may be blocked, or you are offline), so this form
            cannot be sent right now. What you typed is kept. You can also call us on{' '}
            <a href={telHref(siteConfig.primaryPhone)} className={link}>
              {siteConfig.primaryPhone}
            </a>{' '}
            or{' '}
            <a href={whatsappHref()} target="_blank" rel="noopener noreferrer" className={link}>
              chat on WhatsApp
            </a>
            .
          </p>
        ) : null}
      </div>
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
