import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'

import { can } from '@contract/staff'
import { locale } from '@/i18n/current'

import { useMe } from './me'

type Live = {
  /** Leads still new; null until the stream first answers. */
  unanswered: number | null
  /** Customers' WhatsApp messages nobody read; null until then, or without WhatsApp set up. */
  whatsapp: number | null
  /** Goes up each time the leads change, so a page showing them reads them again. */
  version: number
  /** The stream gave up (signed out, or the server refused it). */
  paused: boolean
}

const LiveContext = createContext<Live>({
  unanswered: null,
  whatsapp: null,
  version: 0,
  paused: false,
})

/** What the live stream last said of the leads. */
export const useLiveLeads = () => useContext(LiveContext)

/**
 * Listens, for staff who work leads, to the server's stream of lead changes. The browser opens it
 * again by itself after a dropped connection; whatever changed meanwhile is read again then.
 */
export function LiveLeadsProvider({ children }: { children: ReactNode }) {
  const { member, refresh } = useMe()
  const works = member !== null && can(member.role, 'leads')
  const [live, setLive] = useState<Live>({
    unanswered: null,
    whatsapp: null,
    version: 0,
    paused: false,
  })

  useEffect(() => {
    if (!works) return
    // An EventSource sends no headers of ours: the address names the console's language.
    const source = new EventSource(`/api/staff/enquiries/live?lang=${locale}`)
    let opened = false
    const heard = (event: MessageEvent<string>, changed: boolean) => {
      const { unanswered, whatsapp = null } = JSON.parse(event.data) as {
        unanswered: number
        whatsapp?: number
      }
      setLive((now) => ({
        unanswered,
        whatsapp,
        version: now.version + (changed ? 1 : 0),
        paused: false,
      }))
    }
    source.addEventListener('ready', (event) => {
      // A reconnection may have missed changes: the first opening has nothing to catch up on.
      heard(event, opened)
      opened = true
    })
    source.addEventListener('leads', (event) => heard(event, true))
    source.addEventListener('error', () => {
      if (source.readyState !== EventSource.CLOSED) return
      setLive((now) => ({ ...now, paused: true }))
      // Refused: most likely the session ended, which sends the person to sign in.
      void refresh()
    })
    return () => source.close()
  }, [works, refresh])

  return <LiveContext value={live}>{children}</LiveContext>
}
