/**
 * Customers' WhatsApp messages nobody has read (issue 54): the inbox marks each lead with its
 * count and the live stream says the total for the tab's title. The WhatsApp domain reads them;
 * the inbox only knows this shape, handed to it when WhatsApp is set up.
 */
export type UnreadWhatsApp = {
  unreadByLead(leadIds: number[]): Promise<Map<number, number>>
  unread(): Promise<number>
}
