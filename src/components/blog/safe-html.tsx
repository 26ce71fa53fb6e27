type SafeHtmlProps = { html: string; as?: 'p' | 'div' | 'span' | 'li'; className?: string }

/**
 * Renders a content HTML fragment: a post's highlight or one of its points. The build sanitised
 * every such fragment where it is written (the content-html plugin in vite.config.ts), so the
 * browser needs no sanitiser of its own.
 */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
