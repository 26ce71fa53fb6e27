import DOMPurify, { type WindowLike } from 'dompurify'

/**
 * The one way HTML from content reaches the page. Our fragments only need emphasis and links;
 * anything else (script, event handlers, iframes) is removed, so a future editor cannot inject code.
 */
const OPTIONS = {
  ALLOWED_TAGS: ['strong', 'em', 'b', 'i', 'a', 'br', 'span'],
  ALLOWED_ATTR: ['href', 'title'],
}

/**
 * Runs when the site is built (the content-html plugin in vite.config.ts), never in the browser,
 * so pages do not download a sanitiser; the build lends it a DOM window from jsdom.
 */
export function createSanitizer(win: WindowLike): (html: string) => string {
  const purifier = DOMPurify(win)
  return (html) => purifier.sanitize(html, OPTIONS)
}
