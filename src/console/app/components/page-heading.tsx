import { useEffect, type ReactNode } from 'react'

import { useLiveLeads } from '../live-leads'
import * as text from '../console.messages'

/**
 * A console page's heading, which also names the browser tab, led by the count of unanswered
 * leads for those who work them and of customers' unread WhatsApp messages, so a waiting lead or
 * message shows in a tab in the background.
 */
export function PageHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  const { unanswered, whatsapp } = useLiveLeads()
  useEffect(() => {
    const count = text.titleCount(unanswered ?? 0, whatsapp ?? 0)
    document.title = `${count}${title} · ${text.consoleName}`
  }, [title, unanswered, whatsapp])
  return (
    <div className="mb-6 flex flex-col gap-2">
      <h1 className="text-2xl break-words sm:text-3xl">
        {/* A customer's name may be written in either language. */}
        <bdi>{title}</bdi>
      </h1>
      {intro ? <p className="max-w-2xl text-ink-muted">{intro}</p> : null}
    </div>
  )
}
