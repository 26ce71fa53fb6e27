/** HTTP plumbing every feature shares: the contract's validator, localised refusals, logging. */
export { clientErrorHandler } from './client-errors.ts'
export { contractValidator, parsedPart } from './contract-validation.ts'
export { escapeHtml } from './escape-html.ts'
export type { Logger } from './logger.ts'
export { localiseErrorBody, requestLocale, toArabic } from './localised-errors.ts'
export { recordId } from './record-id.ts'
export { originChecker, sameSiteJsonOnly, type OriginCheck } from './origin.ts'
export { like, likeLiteral, searchOf } from './search.ts'
