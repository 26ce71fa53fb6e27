import { useEffect, useRef, useState } from 'react'

import type {
  StaffWhatsAppTemplate,
  WhatsAppSend,
  WhatsAppSent,
  WhatsAppThread,
  WhatsAppThreadMessage,
} from '@contract/whatsapp-staff'

import { staffApi } from '@/console/app/api'
import { Notice } from '@/console/app/components/notice'
import { Section } from '@/console/app/components/section'
import { useLiveLeads } from '@/console/app/live-leads'
import { useMe } from '@/console/app/me'
import { useAction } from '@/console/app/use-action'
import { useNow } from '@/console/app/use-now'
import { useStaffData } from '@/console/app/use-staff-data'
import { MessageList } from './components/message-list'
import { TemplateComposer } from './components/template-composer'
import { TextComposer } from './components/text-composer'
import { consentWords, windowWords } from './thread-words'
import * as text from './whatsapp.messages'

/**
 * How soon a thread with a queued message is read again: the outbox sends within seconds, and
 * nothing else announces it (Meta's later statuses come through the live stream).
 */
export const QUEUED_RECHECK_MS = 4_000

/**
 * Tells the server the customer's messages were read, up to the newest one shown, once the tab is
 * in view: a thread read again in a background tab (every live change reads it) is not read by
 * anyone yet.
 */
function useMarkSeen(leadId: number, messages: WhatsAppThreadMessage[] | undefined) {
  const newestUnseen = Math.max(
    0,
    ...(messages ?? [])
      .filter((message) => message.direction === 'in' && !message.seen)
      .map((message) => message.id),
  )
  const asked = useRef(0)
  useEffect(() => {
    if (!newestUnseen) return
    const mark = () => {
      if (document.visibilityState !== 'visible' || asked.current >= newestUnseen) return
      asked.current = newestUnseen
      staffApi(`leads/${leadId}/whatsapp/seen`, { upTo: newestUnseen }).catch(() => {
        // Asked again the next time the thread is read.
        asked.current = 0
      })
    }
    mark()
    document.addEventListener('visibilitychange', mark)
    return () => document.removeEventListener('visibilitychange', mark)
  }, [leadId, newestUnseen])
}

/**
 * A lead's WhatsApp conversation: both ways, with who sent each message and where it stands; the
 * customer's consent; and the composer their 24-hour window allows, free text inside it and an
 * approved template outside. A message shows as queued at once, then takes the server's status
 * from the next reading (the live stream brings one).
 */
export function LeadWhatsApp({ leadId, customer }: { leadId: number; customer: string }) {
  const { version } = useLiveLeads()
  const thread = useStaffData<WhatsAppThread>(`leads/${leadId}/whatsapp`, version)
  const { member } = useMe()
  const now = useNow(30_000)
  const { busy, notice, run } = useAction()
  const [pending, setPending] = useState<WhatsAppThreadMessage[]>([])
  useMarkSeen(leadId, thread.data?.messages)
  const { reload } = thread
  const queued = thread.data?.messages.some((message) => message.status === 'queued')
  useEffect(() => {
    if (!queued) return
    const timer = setTimeout(reload, QUEUED_RECHECK_MS)
    return () => clearTimeout(timer)
  }, [queued, thread.data, reload])

  async function send(sending: WhatsAppSend, body: string) {
    const optimistic: WhatsAppThreadMessage = {
      id: -Date.now(),
      direction: 'out',
      kind: sending.kind,
      template: sending.kind === 'template' ? sending.template : null,
      body,
      status: 'queued',
      statusAt: null,
      error: null,
      purpose: null,
      authorName: member?.name ?? null,
      media: null,
      seen: false,
      at: Date.now(),
    }
    setPending((shown) => [...shown, optimistic])
    const sent = await run('send', async () => {
      const { message } = await staffApi<WhatsAppSent>(`leads/${leadId}/whatsapp`, sending)
      setPending((shown) => shown.map((row) => (row.id === optimistic.id ? message : row)))
      reload()
    })
    if (!sent) setPending((shown) => shown.filter((row) => row.id !== optimistic.id))
    return sent
  }

  const data = thread.data
  const stored = data?.messages ?? []
  const messages = [...stored, ...pending.filter((row) => !stored.some((m) => m.id === row.id))]
  const open = data?.window.closesAt != null && now < data.window.closesAt
  return (
    <Section id="whatsapp" title={text.threadTitle}>
      {thread.error ? <Notice tone="error">{thread.error}</Notice> : null}
      {!data && !thread.error ? (
        <p role="status" className="text-ink-muted">
          {text.loading}
        </p>
      ) : null}
      {data ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm">
            <span className="font-semibold text-navy-900">{text.consentLabel}:</span>{' '}
            {consentWords(data.consent)}
          </p>
          <MessageList messages={messages} customer={customer} />
          {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
          {data.phone === null ? (
            <p className="text-ink-muted">{text.noNumber}</p>
          ) : data.consent.state === 'stopped' ? (
            <p className="text-ink-muted">{text.stopped}</p>
          ) : (
            <>
              <p role="status" className="font-semibold text-navy-900">
                {windowWords(data.window, now)}
              </p>
              {open ? (
                <TextComposer
                  busy={busy === 'send'}
                  onSend={(body) => send({ kind: 'text', body }, body)}
                />
              ) : data.consent.state === 'agreed' ? (
                <TemplateComposer
                  templates={data.templates}
                  language={data.language}
                  busy={busy === 'send'}
                  onSend={(template: StaffWhatsAppTemplate, values, body) =>
                    send({ kind: 'template', template, values }, body)
                  }
                />
              ) : (
                <p className="text-ink-muted">{text.noConsent}</p>
              )}
            </>
          )}
        </div>
      ) : null}
    </Section>
  )
}
