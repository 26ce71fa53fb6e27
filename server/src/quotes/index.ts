/**
 * Quotes (issue 53): drafts prepared from leads, edited by sales in the console, and the tables
 * for the versions sent, the customer's links and codes and their acceptance.
 */
export { registerQuotePage } from './customer-page.ts'
export { quotePageQueries } from './page-queries.ts'
export { quoteQueries } from './queries.ts'
export { quoteRoutes } from './staff-routes.ts'
