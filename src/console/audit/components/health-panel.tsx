import { Button } from '@/components/ui/button'

import type { Deliveries } from '@/console/app/api'
import * as text from '../health.messages'
import { crmLastError } from '@/console/app/console.messages'
import { useStaffData } from '@/console/app/use-staff-data'
import { Notice } from '@/console/app/components/notice'
import { Section } from '@/console/app/components/section'

/** GET /api/staff/health: what the public /api/health leaves out. */
type Health =
  | {
      status: 'ok'
      database: { kind: string; reachable: true }
      notifications: { delivery: string; pending: number }
      webhook: Deliveries['webhook']
      redis: { configured: boolean; reachable?: boolean }
    }
  | { status: 'error'; database: { kind: string; reachable: false } }

/** The admins' view of the service's health, read when the page opens and on request. */
export function HealthPanel() {
  const health = useStaffData<Health>('health')
  const report = health.data
  const rows: Array<[string, string]> =
    report?.status === 'ok'
      ? [
          [text.databaseLabel, text.databaseKinds[report.database.kind] ?? report.database.kind],
          [
            text.mailLabel,
            `${text.deliveries[report.notifications.delivery] ?? report.notifications.delivery} ${text.waiting(report.notifications.pending)}`,
          ],
          [
            text.crmLabel,
            report.webhook.configured
              ? text.crmCounts(
                  report.webhook.pending,
                  report.webhook.retrying,
                  report.webhook.failed,
                ) + (report.webhook.lastError ? ` ${crmLastError(report.webhook.lastError)}` : '')
              : text.crmOff,
          ],
          [
            text.redisLabel,
            !report.redis.configured
              ? text.redisOff
              : report.redis.reachable
                ? text.redisUp
                : text.redisDown,
          ],
        ]
      : []
  return (
    <Section id="service-health" title={text.healthTitle}>
      <p className="mb-4 text-ink-muted">{text.healthIntro}</p>
      {health.error ? <Notice tone="error">{health.error}</Notice> : null}
      {report ? (
        <Notice tone={report.status === 'ok' ? 'success' : 'error'}>
          {report.status === 'ok' ? text.healthUp : text.healthDown}
        </Notice>
      ) : null}
      {rows.length ? (
        <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-navy-900">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <Button variant="outline" size="sm" className="mt-4" onClick={health.reload}>
        {text.readAgain}
      </Button>
    </Section>
  )
}
