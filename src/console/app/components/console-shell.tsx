import { useEffect } from 'react'
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom'

import { can } from '@contract/staff'
import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { otherLanguage } from '@/i18n/current'
import { cn } from '@/lib/cn'

import { StaffAlertsPanel } from '@/console/follow-ups'

import { staffApi, type ShipmentsPage } from '../api'
import { LiveLeadsProvider } from '../live-leads'
import { useMe } from '../me'
import * as text from '../console.messages'
import { useStaffData } from '../use-staff-data'
import { useOverflowHint } from './use-overflow-hint'

const navClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap',
    isActive ? 'bg-white text-navy-900' : 'text-white hover:bg-white/10',
  )

/** How many shipments have gone quiet, beside the desk's name, read again on every page. */
function QuietCount() {
  const { pathname } = useLocation()
  const { data } = useStaffData<ShipmentsPage>('shipments?quiet=1', pathname)
  return data?.quiet ? (
    <span className="ms-2 rounded-full bg-accent-500 px-2 py-0.5 text-xs text-navy-950">
      {text.quietInNav(data.quiet)}
    </span>
  ) : null
}

/** The console's frame: who is signed in, where they can go, and the page itself. */
export function ConsoleShell() {
  const { member, refresh } = useMe()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  // The inbox is home, and each lead belongs to it.
  const inbox = pathname === '/' || pathname.startsWith('/leads/')
  const [attachMenu, moreMenu] = useOverflowHint<HTMLElement>(pathname)
  useEffect(() => {
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [pathname])

  async function signOut() {
    await staffApi('sign-out', {})
    await refresh()
    navigate('/sign-in')
  }

  return (
    <LiveLeadsProvider>
      <div className="flex min-h-dvh flex-col bg-sand-50">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2"
        >
          {text.skipToContent}
        </a>
        <header className="bg-navy-900 text-white">
          <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
            <p className="me-auto text-lg font-extrabold">{text.consoleName}</p>
            <a
              href={`${otherLanguage.prefix}/staff${pathname === '/' ? '' : pathname}${search}${window.location.hash}`}
              hrefLang={otherLanguage.hreflang}
              lang={otherLanguage.lang}
              className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold hover:bg-white/10"
            >
              {text.otherLanguage}
            </a>
            {member ? (
              <Button variant="primary" size="sm" onClick={() => void signOut()}>
                {text.signOut}
              </Button>
            ) : null}
          </div>
          {member ? (
            <nav
              ref={attachMenu}
              data-more={moreMenu}
              aria-label={text.navLabel}
              className="console-menu mx-auto max-w-5xl overflow-x-auto px-4 pb-3"
            >
              <ul className="flex gap-2">
                {can(member.role, 'leads') ? (
                  <li>
                    <Link
                      to="/"
                      aria-current={inbox ? 'page' : undefined}
                      className={navClasses({ isActive: inbox })}
                    >
                      {text.navLeads}
                    </Link>
                  </li>
                ) : null}
                {can(member.role, 'shipments') ? (
                  <li>
                    <NavLink to="/shipments" className={navClasses}>
                      {text.navShipments}
                      <QuietCount />
                    </NavLink>
                  </li>
                ) : null}
                {can(member.role, 'leads') ? (
                  <li>
                    <NavLink to="/report" className={navClasses}>
                      {text.navReport}
                    </NavLink>
                  </li>
                ) : null}
                <li>
                  <NavLink to="/account" className={navClasses}>
                    {text.navAccount}
                  </NavLink>
                </li>
                {can(member.role, 'staff') ? (
                  <li>
                    <NavLink to="/members" className={navClasses}>
                      {text.navMembers}
                    </NavLink>
                  </li>
                ) : null}
                {can(member.role, 'staff') ? (
                  <li>
                    <NavLink to="/follow-up-rules" className={navClasses}>
                      {text.navFollowUps}
                    </NavLink>
                  </li>
                ) : null}
                {can(member.role, 'audit') ? (
                  <li>
                    <NavLink to="/audit" className={navClasses}>
                      {text.navAudit}
                    </NavLink>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 outline-none"
        >
          {member ? <StaffAlertsPanel /> : null}
          <Outlet />
        </main>
      </div>
    </LiveLeadsProvider>
  )
}
