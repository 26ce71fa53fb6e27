/** The built site: its pages and assets in memory, the pages rendered per request, the headers. */
export { loadPageRenderers, type PageRenderers } from './page-renderer.ts'
export { registerSite, sendAsset } from './routes.ts'
export { bareAnswerHeaders, registerSecurityHeaders } from './security-headers.ts'
export { loadSite, notFoundPage, type Site } from './static-site.ts'
