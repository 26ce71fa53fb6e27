import { siteConfig, telHref } from '@/config/env'
import { locale } from '@/i18n/current'
import { LATIN_RUN } from '@/lib/ltr-runs'

/**
 * What reads left to right whatever the paragraph around it. Phone numbers: the company's as
 * configured, with or without a leading +, and any international number. In Arabic also every
 * Latin-script or masked run (`LATIN_RUN`). English isolates nothing but needs the phone numbers
 * found, to link them.
 */
const RUNS = new RegExp(
  `(${siteConfig.phones.join('|').replace(/[()+]/g, '\\$&')}|\\+\\d[\\d ()-]{5,}\\d${
    locale === 'ar' ? `|${LATIN_RUN}` : ''
  })`,
)

/**
 * A paragraph of copy with every left-to-right run isolated (`<bdi dir="ltr">`; unisolated in
 * Arabic, "+974 4000 1234" shows as "1234 4000 974+") and every phone number a `tel:` link.
 * Copy goes through here instead of straight into JSX, so no content file has to mark its runs.
 */
export function RunningText({ text }: { text: string }) {
  // split() with one group yields text, run, text, run, …; only a phone number starts with a digit, + or (.
  return text.split(RUNS).map((part, index) =>
    index % 2 ? (
      <bdi key={index} dir="ltr">
        {/^[\d(+]/.test(part) ? (
          <a href={telHref(part)} className="whitespace-nowrap underline">
            {part}
          </a>
        ) : (
          part
        )}
      </bdi>
    ) : (
      part
    ),
  )
}
