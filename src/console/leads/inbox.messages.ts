import type { ResponseWindow } from '@contract/leads'

/** The inbox's own words beside leads.messages.ts; its Arabic twin is inbox.messages.ar.ts. */
export const searchAndFilters: string = 'Search and filters'
export const filtersInUse = (count: number): string =>
  count === 1 ? '1 in use' : `${count} in use`
export const moreActions: string = 'More'
export const channelFilter: string = 'Channel'
export const allChannels: string = 'All channels'
export const withinFilter: string = 'Answered'
export const anyTime: string = 'At any time'
export const withinOptions: Record<ResponseWindow, string> = {
  '5m': 'Within 5 minutes',
  '1h': 'Within 1 office hour',
}
export const referenceLabel: string = 'Reference'
export const unreadWhatsApp = (count: number): string =>
  count === 1 ? '1 unread WhatsApp message' : `${count} unread WhatsApp messages`
