/**
 * Leads: enquiries and planned quotes as the public sends them (the JSON and plain-form routes,
 * their checks and their storage), and the console's inbox, lead page, report, export and live
 * stream.
 */
export { toCsv } from './csv.ts'
export { registerFormEnquiries } from './public-form-route.ts'
export { enquiryPipeline } from './pipeline.ts'
export {
  enquiryQueries,
  whatsappLeadWrites,
  type Enquiry,
  type EnquiryChannel,
  type EnquiryStore,
  type NewEnquiry,
} from './enquiry-queries.ts'
export { leadQueries } from './inbox-queries.ts'
export { leadSignal, type LeadSignal } from './live.ts'
export { quotePipelineQueries } from './quote-pipeline-queries.ts'
export { referenceOf } from './reference.ts'
export { registerEnquiries } from './public-routes.ts'
export { leadRoutes } from './staff-routes.ts'
