import { useState, type FormEvent } from 'react'

import type { PasskeyListing } from '@contract/staff'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'

import { staffApi } from '@/console/app/api'
import { Notice } from '@/console/app/components/notice'
import { PasskeyList, passkeyName } from './components/passkey-list'
import { addPasskeyHere } from './passkeys'
import * as words from './passkeys.messages'
import { useAction } from '@/console/app/use-action'
import { useStaffData } from '@/console/app/use-staff-data'
import * as text from './people.messages'

/** One passkey's new name, saved on its own. */
function RenameForm({ passkey, onSaved }: { passkey: PasskeyListing; onSaved: () => void }) {
  const [name, setName] = useState(passkey.name)
  const { busy, notice, run } = useAction()
  function save(event: FormEvent) {
    event.preventDefault()
    void run('rename', async () => {
      await staffApi('passkeys/rename', { passkey: passkey.id, name })
      onSaved()
      return { text: words.passkeyRenamed }
    })
  }
  return (
    <form onSubmit={save} className="flex flex-wrap items-end gap-3">
      <InputField
        label={words.passkeyNameLabel(passkeyName(passkey))}
        required
        maxLength={60}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" variant="outline" size="sm" loading={busy === 'rename'}>
        {words.savePasskeyName}
      </Button>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
    </form>
  )
}

/**
 * The signed-in member's passkeys: listed, named and removed; a new one added on this device
 * after a fresh passkey sign-in, which the console asks for on the spot.
 */
export function AccountPasskeys() {
  const list = useStaffData<{ passkeys: PasskeyListing[]; lastRemovable: boolean }>('passkeys')
  const { busy, notice, run } = useAction()
  const passkeys = list.data?.passkeys ?? []
  const only = passkeys.length === 1
  return (
    <section aria-labelledby="passkeys" className="rounded-card bg-white p-6 shadow-soft">
      <h2 id="passkeys" className="text-xl">
        {text.passkeysTitle}
      </h2>
      <p className="mt-2 mb-4 text-ink-muted">
        {text.passkeysIntro} {words.freshSignInNote}
      </p>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {list.error ? <Notice tone="error">{list.error}</Notice> : null}
      <PasskeyList
        passkeys={passkeys}
        actions={(passkey) => (
          <div className="flex flex-col gap-3">
            <RenameForm key={passkey.id} passkey={passkey} onSaved={list.reload} />
            {only ? (
              <p className="text-sm text-ink-muted">
                {list.data?.lastRemovable ? words.lastPasskeyRemovable : words.lastPasskeyKept}
              </p>
            ) : null}
            {only && !list.data?.lastRemovable ? null : (
              <Button
                variant="ghost"
                size="sm"
                className="self-start"
                loading={busy === `remove-${passkey.id}`}
                onClick={() =>
                  void run(`remove-${passkey.id}`, async () => {
                    await staffApi('passkeys/remove', { passkey: passkey.id })
                    return { text: words.passkeyRemoved }
                  }).finally(list.reload)
                }
              >
                {words.removePasskey(passkeyName(passkey))}
              </Button>
            )}
          </div>
        )}
      />
      <Button
        className="mt-4"
        variant="secondary"
        loading={busy === 'passkey'}
        onClick={() =>
          void run('passkey', async () => {
            await addPasskeyHere()
            return { text: text.passkeyAdded }
          }).finally(list.reload)
        }
      >
        {text.addPasskey}
      </Button>
    </section>
  )
}
