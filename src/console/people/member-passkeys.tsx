import { useState } from 'react'

import type { PasskeyListing } from '@contract/staff'
import { Button } from '@/components/ui/button'

import { staffApi, type Member } from '@/console/app/api'
import { Notice } from '@/console/app/components/notice'
import { PasskeyList, passkeyName } from './components/passkey-list'
import * as words from './passkeys.messages'
import { useAction } from '@/console/app/use-action'
import { useStaffData } from '@/console/app/use-staff-data'

/** A colleague's passkeys as an admin sees them, each one revocable (a lost phone, a leaver). */
function Passkeys({ member }: { member: Member }) {
  const list = useStaffData<{ passkeys: PasskeyListing[] }>(`members/${member.id}/passkeys`)
  const { busy, notice, run } = useAction()
  return (
    <div className="flex flex-col gap-3">
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {list.error ? <Notice tone="error">{list.error}</Notice> : null}
      {list.data ? (
        <PasskeyList
          passkeys={list.data.passkeys}
          actions={(passkey) => (
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              loading={busy === passkey.id}
              onClick={() =>
                void run(passkey.id, async () => {
                  await staffApi('members/passkeys/revoke', { id: member.id, passkey: passkey.id })
                  return { text: words.passkeyRevoked(member.name) }
                }).finally(list.reload)
              }
            >
              {words.revokePasskey(passkeyName(passkey))}
            </Button>
          )}
        />
      ) : null}
    </div>
  )
}

/** A button that shows (and hides) a colleague's passkeys under their row. */
export function MemberPasskeys({ member }: { member: Member }) {
  const [open, setOpen] = useState(false)
  return (
    <div className="flex w-full flex-col gap-3">
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {words.showPasskeys(member.name)}
      </Button>
      {open ? <Passkeys member={member} /> : null}
    </div>
  )
}
