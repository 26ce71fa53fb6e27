import type { QuoteCounts } from '@contract/quote-pipeline'

/** The report's quotes (issue 53); the Arabic twin is quote-report.messages.ar.ts. */
export const quotesTitle: string = 'Quotes per week'
export const quotesIntro: string =
  'Quotes first sent, first opened by the customer, accepted and declined in each week. Open a step to see it by channel.'
export const stepColumn: string = 'Step'
export const steps: Record<keyof QuoteCounts, string> = {
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  declined: 'Declined',
}
/** Days and hours, e.g. "3 days 4 h". */
export const daysAndHours = (days: number, hours: number): string =>
  days ? `${days} ${days === 1 ? 'day' : 'days'} ${hours} h` : `${hours} h`
export const averageToAccept = (time: string, accepted: number): string =>
  `From a lead’s arrival to its quote’s acceptance: ${time} on average, over ${accepted} ${accepted === 1 ? 'acceptance' : 'acceptances'}.`
export const noAcceptance: string = 'No quote was accepted in this period.'
