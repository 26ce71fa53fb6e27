import { ContentImage } from '@/components/ui/content-image'
import type { BlogBlock } from '@/content/types'

import { SafeHtml } from './safe-html'
import * as text from './post-blocks.messages'

function Block({ block }: { block: BlogBlock }) {
  switch (block.type) {
    case 'text':
      return (
        <section className="flex flex-col gap-4">
          {block.title ? <h2 className="text-2xl sm:text-3xl">{block.title}</h2> : null}
          {block.subtitle ? <h3 className="text-xl text-navy-700">{block.subtitle}</h3> : null}
          {block.description
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim())
            .map((paragraph) => (
              <p key={paragraph} className="text-lg text-ink">
                {paragraph}
              </p>
            ))}
        </section>
      )
    case 'points':
      return (
        <section className="flex flex-col gap-4">
          <h2 className="text-2xl sm:text-3xl">{block.title}</h2>
          <ul className="flex flex-col gap-3">
            {block.points.map((point) => (
              <SafeHtml
                key={point}
                as="li"
                html={point}
                className="relative ps-7 text-lg text-ink before:absolute before:top-3 before:start-1 before:size-2.5 before:rounded-full before:bg-accent-500 [&_strong]:text-navy-900"
              />
            ))}
          </ul>
        </section>
      )
    case 'image':
      return (
        <figure className="flex flex-col gap-2">
          <ContentImage
            image={block.image}
            className="aspect-[3/2] w-full rounded-3xl bg-sand-100 object-cover"
          />
        </figure>
      )
    case 'table':
      return (
        <figure className="flex flex-col gap-2">
          <div
            className="overflow-x-auto rounded-card border border-navy-100"
            tabIndex={0}
            role="region"
            aria-label={block.caption ?? text.table}
          >
            <table className="w-full min-w-[32rem] border-collapse">
              {block.caption ? (
                <caption className="p-4 text-start font-semibold text-navy-900">
                  {block.caption}
                </caption>
              ) : null}
              <thead className="bg-navy-900 text-white">
                <tr>
                  {block.headers.map((header) => (
                    <th
                      key={header}
                      scope="col"
                      className="px-4 py-3 text-start text-sm font-semibold"
                    >
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row) => (
                  <tr key={row.join('|')} className="border-t border-navy-100 even:bg-sand-50">
                    {row.map((cell, index) => (
                      <td key={`${index}-${cell}`} className="px-4 py-3 align-top text-ink">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* Phones show only the first columns of the 32 rem table: say that the rest scrolls. */}
          <figcaption className="text-sm text-ink-muted sm:hidden">{text.swipeTable}</figcaption>
        </figure>
      )
  }
}

/** The post's blocks, in order. */
export function PostBlocks({ blocks }: { blocks: BlogBlock[] }) {
  return (
    <div className="flex flex-col gap-10">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  )
}
