/** The quotes screens, for the lead's page: a lead's quotes, prepared, edited and sent. */
export { LeadQuotes } from './lead-quotes'
