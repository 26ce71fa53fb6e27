import type { ReactNode } from 'react'

/** The planner's inventory under its heading, an item a line; nothing for a move sized by rooms. */
export function InventoryList({ lines, heading }: { lines: string[]; heading: ReactNode }) {
  if (!lines.length) return null
  return (
    <>
      {heading}
      <ul className="list-disc ps-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  )
}
