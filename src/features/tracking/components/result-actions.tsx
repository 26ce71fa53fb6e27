import { Link2, RotateCcw, Share2 } from 'lucide-react'
import { useState } from 'react'
import { useHref } from 'react-router-dom'

import { buttonClasses } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { sharePage } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import { useIsClient } from '@/hooks/use-is-client'

import * as text from '../tracking-result.messages'
import { trackingLink } from '../use-tracking'

type ResultActionsProps = {
  trackingId: string
  /** In the result dialog: close it, which also clears the form for the next number. */
  onTrackAnother?: () => void
}

const actionClasses = buttonClasses({
  variant: 'ghost',
  size: 'sm',
  className: 'border border-navy-100',
})

/**
 * The result's own link (/track-your-cargo?tracking_id=…, which opens this result anywhere), to
 * copy or share, and a way back to the form. Share appears only where the device has a share
 * sheet.
 */
export function ResultActions({ trackingId, onTrackAnother }: ResultActionsProps) {
  const path = useHref(trackingLink([trackingId]))
  const isClient = useIsClient()
  const [copied, setCopied] = useState<'yes' | 'failed'>()
  const link = () => new URL(path, window.location.origin).href

  async function copy() {
    try {
      await navigator.clipboard.writeText(link())
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={actionClasses} onClick={() => void copy()}>
          <Link2 className="size-4" aria-hidden="true" />
          {text.copyLink}
        </button>
        {isClient && typeof navigator.share === 'function' ? (
          <button
            type="button"
            className={actionClasses}
            onClick={() => void sharePage(text.shareTitle(trackingId), link())}
          >
            <Share2 className="size-4" aria-hidden="true" />
            {text.share}
          </button>
        ) : null}
        {onTrackAnother ? (
          <button type="button" className={actionClasses} onClick={onTrackAnother}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {text.trackAnother}
          </button>
        ) : (
          <Link to={paths.track.getHref()} className={actionClasses}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {text.trackAnother}
          </Link>
        )}
      </div>
      <p role="status" className="text-sm text-ink-muted">
        {copied === 'yes' ? text.linkCopied : null}
        {copied === 'failed' ? (
          <>
            {text.copyThisLink} <span className="break-all select-all">{link()}</span>
          </>
        ) : null}
      </p>
    </div>
  )
}
