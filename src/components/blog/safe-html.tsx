import { sanitizeHtml } from '@/lib/sanitize'

type SafeHtmlProps = { html: string; as?: 'p' | 'div' | 'span' | 'li'; className?: string }

/** Renders a content HTML fragment, always through the sanitiser. */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
}
