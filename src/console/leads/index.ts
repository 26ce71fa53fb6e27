/** The leads screens, for the console's router: the inbox, a lead and the report. */
export { InboxPage } from './inbox'
export { LeadPage } from './lead'
export { ReportPage } from './report'
