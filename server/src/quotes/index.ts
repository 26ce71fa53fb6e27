/**
 * Quotes (issue 53): drafts prepared from leads, edited by sales in the console, and the tables
 * for the versions sent, the customer's links and codes and their acceptance.
 */
export { quoteQueries } from './queries.ts'
export { quoteRoutes } from './staff-routes.ts'
export { acceptedQuoteQueries } from './accepted-queries.ts'
export { quotePipelineRoutes } from './pipeline-routes.ts'
