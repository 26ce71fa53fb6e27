/**
 * Quotes (issue 53): drafts prepared from leads, edited by sales in the console, sent to the
 * customer as frozen versions with a private link and revised, and the tables for the customer's
 * codes and their acceptance.
 */
export {
  type QuoteAcceptedNotification,
  type QuoteAcceptedPayload,
  type QuoteCodeNotification,
  type QuoteCodePayload,
} from './accept-mail-queries.ts'
export { quoteAcceptQueries, type QuoteAcceptStore } from './accept-queries.ts'
export { quoteAcceptRoutes } from './accept-routes.ts'
export {
  quoteAskQueries,
  type QuoteAskStore,
  type QuoteQuestionNotification,
  type QuoteQuestionPayload,
} from './ask-queries.ts'
export { quoteAskRoutes } from './ask-routes.ts'
export { pageAssets, privatePage, registerQuotePage } from './customer-page.ts'
export { quotePageStyle } from './customer-page-style.ts'
export { ltr, pageDocument } from './customer-page-view.ts'
export { refusedForeign, type FormBody } from './page-forms.ts'
export { newQuoteLink, quoteLinkUrl } from './links.ts'
export { quotePageQueries } from './page-queries.ts'
export { quoteQueries } from './queries.ts'
export {
  quoteSendQueries,
  type QuoteMailPayload,
  type QuoteNotification,
  type QuoteSendStore,
} from './send-queries.ts'
export { quoteSendRoutes } from './send-routes.ts'
export { quoteRoutes } from './staff-routes.ts'
export { acceptedQuoteQueries } from './accepted-queries.ts'
export { quotePipelineRoutes } from './pipeline-routes.ts'
