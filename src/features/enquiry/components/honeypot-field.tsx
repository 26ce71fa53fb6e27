import { HONEYPOT_FIELD } from '@contract/enquiry'

import * as text from './honeypot-field.messages'

/**
 * A field people never see or reach; bots that fill every input give themselves away
 * (epic-stack's honeypot decision). Off-screen rather than display:none, which some bots skip.
 */
export function HoneypotField({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label>
        {text.label}
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  )
}
