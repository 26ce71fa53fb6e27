import { useEffect } from 'react'

import * as text from '../staff.messages'

/** A console page's heading, which also names the browser tab. */
export function PageHeading({ title, intro }: { title: string; intro?: string }) {
  useEffect(() => {
    document.title = `${title} · ${text.consoleName}`
  }, [title])
  return (
    <div className="mb-6 flex flex-col gap-2">
      <h1 className="text-2xl sm:text-3xl">{title}</h1>
      {intro ? <p className="max-w-2xl text-ink-muted">{intro}</p> : null}
    </div>
  )
}
