import { useNavigate } from 'react-router-dom'

import { Button } from '@/components/ui/button'

import { staffApi, type Session } from '@/console/app/api'
import { Notice } from '@/console/app/components/notice'
import { PageHeading } from '@/console/app/components/page-heading'
import { useMe } from '@/console/app/me'
import { useAction } from '@/console/app/use-action'
import { useStaffData } from '@/console/app/use-staff-data'
import { moment } from '@/console/app/format'
import * as common from '@/console/app/console.messages'
import * as text from './people.messages'
import { AccountPasskeys } from './account-passkeys'
import { deviceOf } from './device-name'

/** "Chrome on Android", in the console's language. */
function deviceName(userAgent: string) {
  const { browser, system } = deviceOf(userAgent)
  return text.deviceName(
    browser ? text.browserNames[browser] : text.unknownBrowser,
    system ? text.systemNames[system] : text.unknownSystem,
  )
}

/** The signed-in person's own account: passkeys, and where they are signed in. */
export function AccountPage() {
  const { member, refresh } = useMe()
  const navigate = useNavigate()
  const sessions = useStaffData<{ sessions: Session[] }>('sessions')
  const { busy, notice, run } = useAction()

  if (!member) return null
  return (
    <div className="flex flex-col gap-8">
      <PageHeading
        title={text.accountTitle}
        intro={text.signedInAs(member.name, common.roles[member.role])}
      />
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {sessions.error ? <Notice tone="error">{sessions.error}</Notice> : null}
      <AccountPasskeys />
      <section aria-labelledby="sessions" className="rounded-card bg-white p-6 shadow-soft">
        <h2 id="sessions" className="text-xl">
          {text.sessionsTitle}
        </h2>
        <p className="mt-2 mb-4 text-ink-muted">{text.sessionsIntro}</p>
        <ul className="flex flex-col divide-y divide-navy-100">
          {(sessions.data?.sessions ?? []).map((session) => (
            <li key={session.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="me-auto flex flex-col">
                <span className="font-semibold text-navy-900">
                  {deviceName(session.userAgent)}
                  {session.current ? (
                    <span className="ms-2 rounded-full bg-navy-50 px-2 py-0.5 text-sm font-normal">
                      {text.thisDevice}
                    </span>
                  ) : null}
                </span>
                <span className="text-sm text-ink-muted">
                  {text.signedInAt(moment(session.createdAt))} ·{' '}
                  {text.lastActive(moment(session.lastSeenAt))} · <bdi dir="ltr">{session.ip}</bdi>
                </span>
              </div>
              {session.current ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  loading={busy === `session-${session.id}`}
                  onClick={() =>
                    void run(`session-${session.id}`, async () => {
                      await staffApi('sessions/revoke', { id: session.id })
                      sessions.reload()
                    })
                  }
                >
                  {text.revoke}
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Button
          className="mt-4"
          variant="outline"
          loading={busy === 'everywhere'}
          onClick={() =>
            void run('everywhere', async () => {
              await staffApi('sign-out/everywhere', {})
              await refresh()
              navigate('/sign-in')
            })
          }
        >
          {text.signOutEverywhere}
        </Button>
      </section>
    </div>
  )
}
