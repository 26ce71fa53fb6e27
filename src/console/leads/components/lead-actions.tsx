import { Mail, MessageCircle, NotebookPen, Phone } from 'lucide-react'
import { useState, type ReactNode } from 'react'

import { LEAD_STATUSES, type LeadStatus } from '@contract/leads'
import { telHref } from '@/config/env'
import { cn } from '@/lib/cn'

import type { Lead } from '@/console/app/api'
import * as common from '@/console/app/console.messages'
import { emailSubject, whatsappGreeting } from '@/console/app/greetings'
import { useMe } from '@/console/app/me'
import { phoneDigits } from '@/console/app/phone'

import { mailtoHref } from '../mail-link'
import * as text from '../leads.messages'
import { UndoToast, type UndoState } from './undo-toast'
import { moveLead, WorkSheet, type SheetKind } from './work-sheet'

const tap =
  'inline-flex min-h-11 min-w-0 items-center justify-center gap-1.5 rounded-xl px-1 text-center text-xs font-semibold leading-tight sm:text-sm'

/**
 * Everything a lead asks of sales, in one bar that stays in reach: on a phone it sits at the
 * bottom of the screen (the thumb's reach), on a desk under the summary. The status is one tap
 * per step; a call or WhatsApp opens the sheet that marks it contacted with a note; every status
 * change offers Undo.
 */
export function LeadActions({
  lead,
  undo,
  onChanged,
}: {
  lead: Lead
  undo: UndoState
  onChanged: () => void
}) {
  const { member } = useMe()
  const [sheet, setSheet] = useState<SheetKind | null>(null)
  const [moving, setMoving] = useState<LeadStatus | null>(null)
  const greeting = whatsappGreeting(lead.locale, lead.fullName, member?.name ?? '')
  const afterContact = () => setSheet(lead.status === 'new' ? 'contacted' : 'call-note')

  async function step(status: LeadStatus) {
    if (status === lead.status) return
    if (status === 'lost') return setSheet('lost')
    setMoving(status)
    try {
      undo.done(await moveLead(lead, status))
    } catch (error) {
      undo.failed(error)
    } finally {
      setMoving(null)
      onChanged()
    }
  }

  return (
    <section
      aria-label={text.workLead}
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 flex flex-col gap-2 border-t border-navy-100 bg-white p-2 shadow-lift',
        'pb-[max(0.5rem,env(safe-area-inset-bottom))]',
        'lg:static lg:rounded-card lg:border-0 lg:p-4 lg:shadow-soft',
      )}
    >
      <UndoToast state={undo} />
      <div role="group" aria-label={text.pipelineTitle} className="grid grid-cols-5 gap-1">
        {LEAD_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={status === lead.status}
            disabled={moving !== null}
            onClick={() => void step(status)}
            className={cn(
              tap,
              status === lead.status
                ? 'bg-navy-900 text-white'
                : 'bg-navy-50 text-navy-900 hover:bg-navy-100',
              moving === status && 'animate-pulse',
            )}
          >
            {common.statuses[status]}
          </button>
        ))}
      </div>
      <ul className="grid grid-cols-4 gap-1">
        <Action
          href={telHref(lead.phoneNumber)}
          icon={<Phone className="size-4 shrink-0" aria-hidden="true" />}
          onOpened={afterContact}
        >
          {text.call}
        </Action>
        <Action
          href={`https://wa.me/${phoneDigits(lead.phoneNumber)}?text=${encodeURIComponent(greeting)}`}
          external
          icon={<MessageCircle className="size-4 shrink-0" aria-hidden="true" />}
          onOpened={afterContact}
        >
          {text.whatsapp}
        </Action>
        <Action
          href={mailtoHref(lead.email, emailSubject(lead.locale))}
          icon={<Mail className="size-4 shrink-0" aria-hidden="true" />}
        >
          {text.sendEmail}
        </Action>
        <li className="contents">
          <button
            type="button"
            onClick={() => setSheet('note')}
            className={cn(tap, 'bg-accent-500 text-navy-950 hover:bg-accent-400')}
          >
            <NotebookPen className="size-4 shrink-0" aria-hidden="true" />
            {text.noteAction}
          </button>
        </li>
      </ul>
      <WorkSheet
        kind={sheet}
        lead={lead}
        onClose={() => setSheet(null)}
        onDone={(change) => {
          undo.done(change)
          onChanged()
        }}
      />
    </section>
  )
}

/** A way to reach the customer; a call or WhatsApp then asks how it went. */
function Action({
  href,
  icon,
  external,
  onOpened,
  children,
}: {
  href: string
  icon: ReactNode
  external?: boolean
  onOpened?: () => void
  children: ReactNode
}) {
  return (
    <li className="contents">
      <a
        href={href}
        onClick={onOpened}
        className={cn(tap, 'bg-navy-900 text-white hover:bg-navy-700')}
        {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {icon}
        {children}
      </a>
    </li>
  )
}
