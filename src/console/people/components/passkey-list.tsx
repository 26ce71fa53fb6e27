import type { ReactNode } from 'react'

import type { PasskeyListing } from '@contract/staff'

import { moment } from '@/console/app/format'
import * as text from '../passkeys.messages'

/** A passkey's name as people read it: what its member called it, or that it has none. */
export const passkeyName = (passkey: PasskeyListing) => passkey.name || text.unnamedPasskey

/** What WebAuthn said of a passkey: synced (and backed up) or bound to one device; else nothing. */
function deviceType(passkey: PasskeyListing) {
  if (passkey.deviceType === 'singleDevice') return text.deviceBoundPasskey
  if (passkey.deviceType === 'multiDevice')
    return passkey.backedUp ? text.syncedPasskey : text.syncablePasskey
  return null
}

/**
 * A member's passkeys: each one's name, when it was added and last used, and its device type,
 * with what may be done to it (`actions`).
 */
export function PasskeyList({
  passkeys,
  actions,
}: {
  passkeys: PasskeyListing[]
  actions: (passkey: PasskeyListing) => ReactNode
}) {
  if (passkeys.length === 0) return <p className="text-ink-muted">{text.noPasskeys}</p>
  return (
    <ul className="flex flex-col divide-y divide-navy-100">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="flex flex-col gap-3 py-3">
          <div className="flex flex-col">
            <span className="font-semibold text-navy-900">
              <bdi>{passkeyName(passkey)}</bdi>
            </span>
            <span className="text-sm text-ink-muted">
              {[
                text.passkeyAddedAt(moment(passkey.createdAt)),
                passkey.lastUsedAt === null
                  ? text.passkeyNeverUsed
                  : text.passkeyLastUsed(moment(passkey.lastUsedAt)),
                deviceType(passkey),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </div>
          {actions(passkey)}
        </li>
      ))}
    </ul>
  )
}
