import { useState, type FormEvent } from 'react'

import { MAX_WHATSAPP_TEXT } from '@contract/whatsapp-staff'
import { Button } from '@/components/ui/button'
import { TextareaField } from '@/components/ui/form/textarea'

import * as text from '../whatsapp.messages'

/** How close to Meta's limit a reply gets before the count of what is left shows. */
const SHOW_LEFT_FROM = 200

/** Free text, while the customer's 24-hour window is open; kept when the send is refused. */
export function TextComposer({
  busy,
  onSend,
}: {
  busy: boolean
  onSend: (body: string) => Promise<boolean>
}) {
  const [body, setBody] = useState('')
  const left = MAX_WHATSAPP_TEXT - body.length

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!body.trim()) return
    if (await onSend(body.trim())) setBody('')
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <TextareaField
        label={text.messageLabel}
        rows={3}
        dir="auto"
        value={body}
        maxLength={MAX_WHATSAPP_TEXT}
        onChange={(event) => setBody(event.target.value)}
        hint={left <= SHOW_LEFT_FROM ? text.charactersLeft(left) : undefined}
      />
      <Button
        type="submit"
        variant="primary"
        loading={busy}
        disabled={!body.trim()}
        className="self-stretch sm:self-start"
      >
        {text.send}
      </Button>
    </form>
  )
}
