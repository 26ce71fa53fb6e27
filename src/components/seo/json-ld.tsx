/** A schema.org block's text: `<` is escaped so content can never close the script element. */
export const jsonLdText = (data: Record<string, unknown>) =>
  JSON.stringify(data).replace(/</g, '\\u003c')

/** One schema.org block. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  )
}
