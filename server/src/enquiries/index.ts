/** Enquiries and planned quotes: the JSON and plain-form routes, their checks and their storage. */
export { toCsv } from './csv.ts'
export { registerFormEnquiries } from './form-route.ts'
export { enquiryPipeline } from './pipeline.ts'
export {
  enquiryQueries,
  toEnquiry,
  type Enquiry,
  type EnquiryStore,
  type NewEnquiry,
} from './queries.ts'
export { registerEnquiries } from './routes.ts'
