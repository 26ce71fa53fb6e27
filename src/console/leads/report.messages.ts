import type { LeadChannel, ResponseWindow } from '@contract/leads'

/** The words of the leads report; its Arabic twin is report.messages.ar.ts. */
export const reportTitle: string = 'Where leads come from'
export const reportIntro: string =
  'Leads per office week (Saturday to Thursday, Doha time; a Friday’s leads count in its week), this week first. Each number opens those leads.'
export const weeksLabel: string = 'Period'
export const lastWeeks = (weeks: number): string => `The last ${weeks} weeks`
export const byChannelTitle: string = 'Leads per week, by channel'
export const byServiceTitle: string = 'Leads per week, by service'
export const wonRateTitle: string = 'Won rate, by channel'
export const responseTitle: string = 'How fast leads were answered'
export const responseIntro: string =
  'In a study of 2,241 firms, those who answered within an hour were about 7× likelier to qualify the lead.'
export const channelColumn: string = 'Channel'
export const measureColumn: string = 'Measure'
export const serviceColumn: string = 'Service'
export const totalColumn: string = 'Total'
export const wonColumn: string = 'Won'
export const rateColumn: string = 'Won rate'
export const thisWeek: string = 'This week'
export const noReportLeads: string = 'No leads in this period.'
export const channels: Record<LeadChannel, string> = {
  'paid-search': 'Paid search',
  'organic-search': 'Organic search',
  'paid-social': 'Paid social',
  'organic-social': 'Organic social',
  referral: 'Referral',
  direct: 'Direct',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
}
export const leadsRow: string = 'Leads'
export const withinRows: Record<ResponseWindow, string> = {
  '5m': 'Answered within 5 minutes',
  '1h': 'Answered within 1 office hour',
}
/** A share with its count, e.g. "40% (2)". */
export const share = (count: number, of: number): string =>
  of === 0 ? '—' : `${Math.round((count / of) * 100)}% (${count})`
export const openLeads = (count: number, what: string, week: string): string =>
  `${count} ${count === 1 ? 'lead' : 'leads'}: ${what}, ${week}`
export const wholePeriod: string = 'the whole period'
