import { useCallback, useState, useSyncExternalStore } from 'react'
import { useParams } from 'react-router-dom'

import { can } from '@contract/staff'
import { enquiryLocales, type EnquiryLocale } from '@contract/enquiry'
import { Button, buttonClasses } from '@/components/ui/button'
import { Link } from '@/components/ui/link'

import type { ShipmentDetail } from '@/console/app/api'
import { ShipmentTimeline } from '@/console/audit'
import { FollowUpsSection } from '@/console/follow-ups'
import { MoveLegs } from './components/move-legs'
import { Fields } from './components/shipment-fields'
import { PostUpdate, Updates } from './components/shipment-updates'
import { ShipmentSummary } from './components/shipment-summary'
import { Notice } from '@/console/app/components/notice'
import { PageHeading } from '@/console/app/components/page-heading'
import { Section } from '@/console/app/components/section'
import { locale } from '@/i18n/current'

import { trackingMessage } from '@/console/app/greetings'
import { useMe } from '@/console/app/me'
import * as common from '@/console/app/console.messages'
import * as desk from './desk.messages'
import * as text from './shipments.messages'
import { useAction } from '@/console/app/use-action'
import { useStaffData } from '@/console/app/use-staff-data'

/**
 * One shipment: its summary, the next update to post, what was posted, its fields, the links to
 * send, and the customer's own page.
 */
export function ShipmentPage() {
  const { trackingId = '' } = useParams()
  const found = useStaffData<ShipmentDetail>(`shipments/${encodeURIComponent(trackingId)}`)
  // Each change is read again, and the customer's framed page loaded again to show it.
  const [changes, setChanges] = useState(0)
  const { reload } = found
  const saved = useCallback(() => {
    reload()
    setChanges((count) => count + 1)
  }, [reload])
  if (found.error)
    return (
      <div className="flex flex-col gap-6">
        <BackLink />
        <Notice tone="error">{found.error}</Notice>
      </div>
    )
  if (!found.data)
    return (
      <p role="status" className="py-16 text-center text-ink-muted">
        {common.loading}
      </p>
    )
  const { shipment, updates, subscribers } = found.data
  const id = shipment.tracking_id
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <div>
        <PageHeading
          title={id}
          intro={shipment.lead_id === null ? undefined : <MadeFrom lead={shipment.lead_id} />}
        />
        <ShipmentSummary shipment={shipment} />
      </div>
      {/* On a phone the work comes first: posting, then what was posted; the preview folds. */}
      <div className="grid min-w-0 items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <PostUpdate
            trackingId={id}
            reached={shipment.stage}
            subscribers={subscribers}
            onSaved={saved}
          />
          <Updates trackingId={id} updates={updates} subscribers={subscribers} onSaved={saved} />
          <Fields detail={found.data} onSaved={saved} />
          <MoveLegs detail={found.data} onSaved={saved} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Share detail={found.data} />
          <CustomerSees trackingId={id} changes={changes} />
        </div>
      </div>
      <FollowUpsSection of={`shipments/${encodeURIComponent(id)}`} readAgainOn={found.data} />
      <ShipmentTimeline trackingId={id} readAgainOn={found.data} />
    </div>
  )
}

function BackLink() {
  return (
    <Link
      to="/shipments"
      className="self-start font-semibold text-navy-700 underline underline-offset-4"
    >
      {text.allShipments}
    </Link>
  )
}

/** The lead it was made from: a link for those who work leads, its number for the others. */
function MadeFrom({ lead }: { lead: number }) {
  const { member } = useMe()
  const name = text.leadNumber(lead)
  return (
    <>
      {text.madeFromLead}{' '}
      {member && can(member.role, 'leads') ? (
        <Link
          to={`/leads/${lead}`}
          className="font-semibold text-navy-700 underline underline-offset-4"
        >
          {name}
        </Link>
      ) : (
        name
      )}
    </>
  )
}

const publicLink = (trackingId: string, prefix = '') =>
  `${window.location.origin}${prefix}/track-your-cargo?tracking_id=${encodeURIComponent(trackingId)}`

/** The tracking link, to copy or to send on WhatsApp in the customer's words. */
function Share({ detail }: { detail: ShipmentDetail }) {
  const { shipment } = detail
  const { notice, run } = useAction()
  const link = publicLink(shipment.tracking_id)
  const digits = String(shipment.contact_number ?? '').replace(/\D/g, '')
  const whatsapp = (locale: EnquiryLocale) =>
    `https://wa.me/${digits}?text=${encodeURIComponent(
      trackingMessage(
        locale,
        String(shipment.customer_name ?? ''),
        publicLink(shipment.tracking_id, locale === 'ar' ? '/ar' : ''),
      ),
    )}`
  return (
    <Section id="share" title={text.linksTitle}>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <code dir="ltr" className="my-3 block text-start text-sm break-all select-all">
        {link}
      </code>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() =>
            void run('copy', async () => {
              await navigator.clipboard.writeText(link)
              return { text: text.linkCopied }
            })
          }
        >
          {text.copyLink}
        </Button>
        {digits
          ? enquiryLocales.map((locale) => (
              <a
                key={locale}
                href={whatsapp(locale)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ variant: 'outline' })}
              >
                {text.whatsappIn[locale]}
              </a>
            ))
          : null}
      </div>
    </Section>
  )
}

/**
 * The public page itself, in a frame, in either language: what the customer reads, masked until
 * the last digits of their phone are given in it, as the customer would give them.
 */
function CustomerSees({ trackingId, changes }: { trackingId: string; changes: number }) {
  const [shown, setShown] = useState<EnquiryLocale>(locale)
  const prefix = (code: EnquiryLocale) => (code === 'ar' ? '/ar' : '')
  const wide = useWideScreen()
  return (
    <Section id="customer-sees" title={text.customerSeesTitle}>
      <p className="mb-4 text-ink-muted">{text.customerSeesIntro}</p>
      {/* A 640 px page would fill a phone's screens: there it opens on request. */}
      <details key={String(wide)} open={wide} className="group">
        <summary className="mb-4 flex min-h-11 cursor-pointer items-center font-semibold text-navy-700 underline underline-offset-4">
          {desk.customerPreview}
        </summary>
        <div
          role="group"
          aria-label={text.customerSeesLanguage}
          className="mb-4 flex flex-wrap gap-2"
        >
          {enquiryLocales.map((code) => (
            <Button
              key={code}
              variant={shown === code ? 'secondary' : 'outline'}
              size="sm"
              aria-pressed={shown === code}
              onClick={() => setShown(code)}
            >
              {common.languages[code]}
            </Button>
          ))}
        </div>
        <iframe
          key={`${shown}-${changes}`}
          src={publicLink(trackingId, prefix(shown))}
          title={text.customerSeesFrame(common.languages[shown])}
          className="h-[40rem] w-full rounded-xl border border-navy-100 bg-white"
        />
        <a
          href={publicLink(trackingId, prefix(shown))}
          target="_blank"
          rel="noopener"
          className="mt-3 inline-block font-semibold text-navy-700 underline underline-offset-4"
        >
          {text.openCustomerPage}
        </a>
      </details>
    </Section>
  )
}

const WIDE = '(min-width: 64rem)'
const wideQuery = () => window.matchMedia(WIDE)

/** Whether the page has the desk's two columns (Tailwind's lg), following the window's width. */
function useWideScreen() {
  return useSyncExternalStore(
    (changed) => {
      const query = wideQuery()
      query.addEventListener('change', changed)
      return () => query.removeEventListener('change', changed)
    },
    () => wideQuery().matches,
  )
}
