import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom'

import { language } from '@/i18n/current'

import { ConsoleShell } from './components/console-shell'
import { can } from '@contract/staff'

import { Guarded, MeProvider, useMe } from './me'
import { AuditPage } from '@/console/audit'
import { FollowUpRulesPage } from '@/console/follow-ups'
import {
  ImportUpdatesPage,
  NewShipmentPage,
  ShipmentPage,
  ShipmentsPage,
} from '@/console/shipments'
import { InboxPage, LeadPage, ReportPage } from '@/console/leads'
import { AccountPage, EnrolPage, LinkSignInPage, MembersPage, SignInPage } from '@/console/people'

/** The console opens on the inbox for those who work leads, on the desk for operations. */
function Home() {
  const { member } = useMe()
  if (member && can(member.role, 'leads')) return <InboxPage />
  return (
    <Navigate to={member && can(member.role, 'shipments') ? '/shipments' : '/account'} replace />
  )
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
          path: 'shipments',
          element: (
            <Guarded ability="shipments">
              <ShipmentsPage />
            </Guarded>
          ),
        },
        {
          path: 'shipments/new',
          element: (
            <Guarded ability="shipments">
              <NewShipmentPage />
            </Guarded>
          ),
        },
        {
          path: 'shipments/import',
          element: (
            <Guarded ability="shipments">
              <ImportUpdatesPage />
            </Guarded>
          ),
        },
        {
          path: 'shipments/:trackingId',
          element: (
            <Guarded ability="shipments">
              <ShipmentPage />
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
          path: 'follow-up-rules',
          element: (
            <Guarded ability="staff">
              <FollowUpRulesPage />
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
