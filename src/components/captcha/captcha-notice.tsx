import { ShieldCheck } from 'lucide-react'
import { useSyncExternalStore } from 'react'

import { siteConfig, telHref, whatsappHref } from '@/config/env'
import { cn } from '@/lib/cn'

import { useCaptcha } from './captcha-context'
import * as text from './captcha-notice.messages'

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
            {text.protectedBy}
            <a
              href="https://policies.google.com/privacy"
              target="_blank"
              rel="noopener noreferrer"
              className={link}
            >
              {text.privacyPolicy}
            </a>
            {text.and}
            <a
              href="https://policies.google.com/terms"
              target="_blank"
              rel="noopener noreferrer"
              className={link}
            >
              {text.termsOfService}
            </a>
            {text.apply}
          </span>
        ) : (
          <span>{text.disabled}</span>
        )}
      </p>
      <div role="status">
        {enabled && unavailable ? (
          <p className={cn('text-sm', tone === 'dark' ? 'text-amber-200' : 'text-amber-900')}>
            {text.unavailable}
            <a href={telHref(siteConfig.primaryPhone)} className={link}>
              <bdi dir="ltr">{siteConfig.primaryPhone}</bdi>
            </a>
            {text.or}
            <a href={whatsappHref()} target="_blank" rel="noopener noreferrer" className={link}>
              {text.whatsapp}
            </a>
            {text.end}
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
