import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify'

/**
 * The one way HTML from content reaches the page. Our fragments only need emphasis and links;
 * anything else (script, event handlers, iframes) is removed, so a future editor cannot inject code.
 */
const OPTIONS = {
  ALLOWED_TAGS: ['strong', 'em', 'b', 'i', 'a', 'br', 'span'],
  ALLOWED_ATTR: ['href', 'title'],
}

let purifier: Purifier | undefined = typeof window === 'undefined' ? undefined : DOMPurify(window)

/** The prerenderer has no browser window; it lends one (from jsdom) before rendering. */
export function provideSanitizerWindow(win: WindowLike) {
  purifier = DOMPurify(win)
}

export function sanitizeHtml(html: string): string {
  if (!purifier)
    throw new Error('sanitizeHtml needs a DOM window; call provideSanitizerWindow first')
  return purifier.sanitize(html, OPTIONS)
}
