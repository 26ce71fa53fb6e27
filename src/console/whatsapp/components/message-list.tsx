import { Check, CheckCheck, CircleAlert, Clock, Paperclip } from 'lucide-react'
import { useEffect, useRef } from 'react'

import type { WhatsAppStatus } from '@contract/whatsapp'
import type { WhatsAppThreadMessage } from '@contract/whatsapp-staff'
import { cn } from '@/lib/cn'

import { moment } from '@/console/app/format'
import { mediaHref, senderOf } from '../thread-words'
import * as text from '../whatsapp.messages'

const STATUS_ICONS: Record<Exclude<WhatsAppStatus, 'received'>, typeof Check> = {
  queued: Clock,
  sent: Check,
  delivered: CheckCheck,
  read: CheckCheck,
  failed: CircleAlert,
}

/** Where an outgoing message stands: WhatsApp's ticks for the eye, their word for everyone. */
function StatusMark({ status }: { status: WhatsAppStatus }) {
  if (status === 'received') return null
  const Icon = STATUS_ICONS[status]
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1',
        status === 'read' && 'text-sky-700',
        status === 'failed' && 'text-red-800',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      <span>{text.statuses[status]}</span>
    </span>
  )
}

function Attachment({ message }: { message: WhatsAppThreadMessage }) {
  if (!message.media) return null
  const what = message.media.name ?? text.attachmentKinds[message.kind] ?? message.kind
  const size = message.media.size
  return (
    <a
      href={mediaHref(message.id)}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-700 underline underline-offset-4"
    >
      <Paperclip className="size-4 shrink-0" aria-hidden="true" />
      <span className="[overflow-wrap:anywhere]">
        {text.openAttachment} <bdi>{what}</bdi>
        {size ? ` (${text.kilobytes(Math.max(1, Math.round(size / 1024)))})` : ''}
      </span>
    </a>
  )
}

function Bubble({ message, customer }: { message: WhatsAppThreadMessage; customer: string }) {
  const outgoing = message.direction === 'out'
  return (
    <li className={cn('flex', outgoing ? 'justify-end' : 'justify-start')}>
      <article
        className={cn(
          'flex max-w-[85%] min-w-0 flex-col gap-1 rounded-2xl px-3 py-2',
          outgoing ? 'rounded-se-sm bg-green-50' : 'rounded-ss-sm bg-sand-100',
          message.status === 'failed' && 'ring-1 ring-red-700',
        )}
      >
        <h3 className="text-sm font-semibold text-navy-900">
          <bdi>{senderOf(message, customer)}</bdi>
        </h3>
        {message.template ? (
          <p className="text-xs text-ink-muted">
            {text.templateSent(
              (text.templateNames as Record<string, string>)[message.template] ?? message.template,
            )}
          </p>
        ) : null}
        {message.body ? (
          <p dir="auto" className="text-start whitespace-pre-line [overflow-wrap:anywhere]">
            {message.body}
          </p>
        ) : message.kind === 'unsupported' ? (
          <p className="text-ink-muted">{text.unsupported}</p>
        ) : null}
        <Attachment message={message} />
        {message.status === 'failed' ? (
          <p className="text-sm font-semibold text-red-800">
            {message.error ? (
              <>
                {text.notDelivered} <bdi>{message.error}</bdi>
              </>
            ) : (
              text.notDeliveredNoReason
            )}
          </p>
        ) : null}
        <p className="flex flex-wrap items-center gap-x-3 text-xs text-ink-muted">
          <time dateTime={new Date(message.at).toISOString()}>{moment(message.at)}</time>
          <StatusMark status={message.status} />
        </p>
      </article>
    </li>
  )
}

/**
 * The conversation, oldest first, the customer's messages on the reading side's start and the
 * company's on its end; it opens scrolled to the newest and follows new ones.
 */
export function MessageList({
  messages,
  customer,
}: {
  messages: WhatsAppThreadMessage[]
  customer: string
}) {
  const region = useRef<HTMLDivElement>(null)
  const newest = messages.at(-1)?.id
  useEffect(() => {
    const element = region.current
    if (element) element.scrollTop = element.scrollHeight
  }, [newest])
  if (messages.length === 0) return <p className="text-ink-muted">{text.noMessages}</p>
  return (
    // Scrolls by itself when long: focusable so a keyboard can scroll it too.
    <div
      ref={region}
      role="region"
      aria-label={text.conversationLabel}
      tabIndex={0}
      className="max-h-[60vh] overflow-y-auto overscroll-contain rounded-xl focus-visible:ring-3 focus-visible:ring-accent-500/60 focus-visible:outline-none"
    >
      <ol className="flex flex-col gap-2 p-1">
        {messages.map((message) => (
          <Bubble key={message.id} message={message} customer={customer} />
        ))}
      </ol>
    </div>
  )
}
