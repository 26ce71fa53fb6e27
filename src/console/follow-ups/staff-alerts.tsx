import type { StaffAlerts, StaffAlertView } from '@contract/follow-up-staff'
import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'

import { staffApi } from '@/console/app/api'
import { Notice } from '@/console/app/components/notice'
import { moment } from '@/console/app/format'
import { useLiveLeads } from '@/console/app/live-leads'
import { useAction } from '@/console/app/use-action'
import { useStaffData } from '@/console/app/use-staff-data'
import * as text from './follow-ups.messages'

/**
 * What the console raises for the signed-in member (issue 55): a low rating with its comment, a
 * lead nobody contacted, a quote viewed and not accepted. Shown above every page until read, and
 * read again whenever the live stream says leads changed (the server tells it with each alert).
 */
export function StaffAlertsPanel() {
  const { version } = useLiveLeads()
  const alerts = useStaffData<StaffAlerts>('alerts', version)
  const { busy, notice, run } = useAction()
  const unread = (alerts.data?.alerts ?? []).filter(({ readAt }) => readAt === null)
  if (unread.length === 0 && notice?.tone !== 'error') return null
  return (
    <section
      aria-labelledby="staff-alerts"
      className="mb-6 flex flex-col gap-3 rounded-card border-2 border-accent-500 bg-white p-4 shadow-soft"
    >
      <h2 id="staff-alerts" className="text-lg">
        {text.alertsTitle}
      </h2>
      {notice?.tone === 'error' ? <Notice tone="error">{notice.text}</Notice> : null}
      <ul className="flex flex-col divide-y divide-sand-200">
        {unread.map((alert) => (
          <li key={alert.id} className="flex flex-wrap items-center gap-3 py-3">
            <div className="me-auto flex min-w-0 flex-col gap-1">
              <p className="font-semibold">{said(alert)}</p>
              {alert.review?.comment ? (
                <blockquote dir="auto" className="text-start whitespace-pre-line">
                  {alert.review.comment}
                </blockquote>
              ) : null}
              <p className="text-sm text-ink-muted">
                {moment(alert.createdAt)}
                {' · '}
                {alert.lead ? (
                  <Link to={`/leads/${alert.lead.id}`} className="underline underline-offset-4">
                    {text.openLead}
                  </Link>
                ) : alert.shipment ? (
                  <Link
                    to={`/shipments/${encodeURIComponent(alert.shipment.trackingId)}`}
                    className="underline underline-offset-4"
                  >
                    {text.openShipment}
                  </Link>
                ) : null}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              aria-label={text.markReadLabel(moment(alert.createdAt))}
              loading={busy === String(alert.id)}
              onClick={() =>
                void run(String(alert.id), async () => {
                  try {
                    await staffApi(`alerts/${alert.id}/read`, {})
                  } finally {
                    alerts.reload()
                  }
                })
              }
            >
              {text.markRead}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** An alert in one sentence, naming the customer. */
function said(alert: StaffAlertView) {
  const who = alert.lead?.name || text.aCustomer
  if (alert.kind === 'low-rating') return text.lowRating(text.stars(alert.review?.rating ?? 0), who)
  if (alert.kind === 'quote-viewed') return text.quoteViewed(who)
  return alert.forAdmins ? text.leadUncontactedAdmins(who) : text.leadUncontacted(who)
}
