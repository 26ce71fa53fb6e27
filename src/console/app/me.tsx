import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react'
import { Navigate } from 'react-router-dom'

import { can, type StaffAbility, type StaffMember } from '@contract/staff'

import { StaffApiError, staffApi } from './api'
import * as text from './console.messages'

type Me = { member: StaffMember | null; ready: boolean; refresh: () => Promise<void> }

const MeContext = createContext<Me>({ member: null, ready: false, refresh: async () => {} })

/** The signed-in staff member (null when signed out), and a way to ask the server again. */
export const useMe = () => useContext(MeContext)

type Known = { member: StaffMember | null; ready: boolean }

/** Who the server says is signed in; a 401 means nobody, anything else is a real failure. */
const whoIsSignedIn = () =>
  staffApi<{ member: StaffMember }>('me').then(
    ({ member }): Known => ({ member, ready: true }),
    (error: unknown): Known => {
      if (error instanceof StaffApiError && error.status === 401)
        return { member: null, ready: true }
      throw error
    },
  )

/** Reads who is signed in once, and again after every sign-in or sign-out. */
export function MeProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Known>({ member: null, ready: false })
  useEffect(() => {
    let current = true
    whoIsSignedIn().then((known) => current && setState(known))
    return () => {
      current = false
    }
  }, [])
  const refresh = useCallback(async () => setState(await whoIsSignedIn()), [])
  return <MeContext value={{ ...state, refresh }}>{children}</MeContext>
}

/** A page for signed-in staff whose role may do `ability`; others go to sign-in or home. */
export function Guarded({ ability, children }: { ability?: StaffAbility; children: ReactNode }) {
  const { member, ready } = useMe()
  if (!ready)
    return (
      <p role="status" className="py-16 text-center text-ink-muted">
        {text.loading}
      </p>
    )
  if (!member) return <Navigate to="/sign-in" replace />
  if (ability && !can(member.role, ability)) return <Navigate to="/" replace />
  return children
}
