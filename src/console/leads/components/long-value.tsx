import * as text from '../leads.messages'

/** Longer than this, a value is cut to one line on a phone, with the whole of it on demand. */
const LONG = 48

/**
 * A URL or campaign tag as it was recorded: one unbreakable string that must not set the page's
 * width (issue 52: a 300-character Google Ads link made a lead 1,884 px wide). A long one shows
 * its first line, with the whole value in a tooltip and behind "Show all", broken anywhere.
 */
export function LongValue({ value }: { value: string }) {
  if (value.length <= LONG)
    return (
      <bdi dir="ltr" className="[overflow-wrap:anywhere]">
        {value}
      </bdi>
    )
  return (
    <div className="min-w-0">
      <bdi dir="ltr" title={value} className="block truncate text-start">
        {value}
      </bdi>
      <details className="mt-1">
        <summary className="cursor-pointer text-sm font-semibold text-navy-700">
          {text.showWhole}
        </summary>
        <p dir="ltr" className="mt-1 text-start text-sm break-all select-all">
          {value}
        </p>
      </details>
    </div>
  )
}
