import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom'

import { language } from '@/i18n/current'

import { ConsoleShell } from './components/console-shell'
import { can } from '@contract/staff'

import { Guarded, MeProvider, useMe } from './me'
import { AccountPage } from './routes/account'
import { AuditPage } from './routes/audit'
import { EnrolPage } from './routes/enrol'
import { InboxPage } from './routes/inbox'
import { LeadPage } from './routes/lead'
import { LinkSignInPage } from './routes/link-sign-in'
import { MembersPage } from './routes/members'
import { ReportPage } from './routes/report'
import { SignInPage } from './routes/sign-in'

/** The console opens on the inbox for those who work leads, and on their account for others. */
function Home() {
  const { member } = useMe()
  return member && can(member.role, 'leads') ? <InboxPage /> : <Navigate to="/account" replace />
}

const router = createBrowserRouter(
  [
    {
      element: <ConsoleShell />,
      children: [
        {
          index: true,
          element: (
            <Guarded>
              <Home />
            </Guarded>
          ),
        },
        {
          path: 'leads/:id',
          element: (
            <Guarded ability="leads">
              <LeadPage />
            </Guarded>
          ),
        },
        {
          path: 'report',
          element: (
            <Guarded ability="leads">
              <ReportPage />
            </Guarded>
          ),
        },
        {
          path: 'account',
          element: (
            <Guarded>
              <AccountPage />
            </Guarded>
          ),
        },
        {
          path: 'members',
          element: (
            <Guarded ability="staff">
              <MembersPage />
            </Guarded>
          ),
        },
        {
          path: 'audit',
          element: (
            <Guarded ability="audit">
              <AuditPage />
            </Guarded>
          ),
        },
        { path: 'sign-in', element: <SignInPage /> },
        { path: 'sign-in/link', element: <LinkSignInPage /> },
        { path: 'enrol', element: <EnrolPage /> },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: `${language.prefix}/staff` },
)

/** The staff console: its own entry, client-rendered, under /staff and /ar/staff. */
export function StaffConsole() {
  return (
    <MeProvider>
      <RouterProvider router={router} />
    </MeProvider>
  )
}
