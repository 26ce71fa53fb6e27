/**
 * Staff's e-mail when a lead waits for its first contact (issue 55), in English; the member's
 * console language picks `follow-up-staff-messages.ar.ts` instead.
 */
export const ownerSubject = (reference: string): string =>
  `Lead ${reference} has not been contacted yet`
export const adminSubject = (reference: string): string =>
  `Lead ${reference} is still waiting for a first contact`
export const waiting = (name: string, reference: string, when: string): string =>
  `${name}’s enquiry ${reference} came in on ${when} and nobody has contacted them yet.`
export const assignedTo = (member: string): string => `It is assigned to ${member}.`
export const unassigned: string = 'It is not assigned to anyone yet.'
export const ownerAsk: string =
  'Please call or write to the customer now: the response clock is running.'
export const adminAsk: string =
  'This is the second alert: it is still waiting. Please make sure someone contacts the customer now.'
export const openLead: string = 'Open the lead in the console'
