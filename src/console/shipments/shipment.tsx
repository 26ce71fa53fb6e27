import { useCallback, useState, type FormEvent } from 'react'
import { useParams } from 'react-router-dom'

import { can } from '@contract/staff'
import { SHIPMENT_FIELDS, type ShipmentField } from '@contract/shipments'
import { milestoneLabels } from '@contract/tracking-messages'
import { enquiryLocales, type EnquiryLocale } from '@contract/enquiry'
import { Button, buttonClasses } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'
import { Link } from '@/components/ui/link'
import { qatarToday } from '@/lib/quote-details'

import { staffApi, type ShipmentDetail, type ShipmentUpdate } from '@/console/app/api'
import { MoveLegs } from './components/move-legs'
import { draftOf, emptyDraft, UpdateForm } from './components/update-form'
import { Notice } from '@/console/app/components/notice'
import { PageHeading } from '@/console/app/components/page-heading'
import { Section } from '@/console/app/components/section'
import { locale } from '@/i18n/current'

import { day } from '@/console/app/format'
import { trackingMessage } from '@/console/app/greetings'
import { useMe } from '@/console/app/me'
import * as common from '@/console/app/console.messages'
import * as text from './shipments.messages'
import { useAction } from '@/console/app/use-action'
import { useStaffData } from '@/console/app/use-staff-data'

const NUMBERS = new Set<ShipmentField>(['number_of_packages', 'weight', 'volume'])
const DATES = new Set<ShipmentField>(['collection_date', 'date_of_departure', 'date_of_arrival'])

/** One shipment: its fields, its updates, the links to send, and the customer's own page. */
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
      <PageHeading
        title={id}
        intro={shipment.lead_id === null ? undefined : <MadeFrom lead={shipment.lead_id} />}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-6">
          <Updates trackingId={id} updates={updates} subscribers={subscribers} onSaved={saved} />
          <PostUpdate trackingId={id} subscribers={subscribers} onSaved={saved} />
          <Fields detail={found.data} onSaved={saved} />
          <MoveLegs detail={found.data} onSaved={saved} />
        </div>
        {/* On a phone the link to send comes first: it is what a call from the customer needs. */}
        <div className="order-first flex flex-col gap-6 lg:order-none">
          <Share detail={found.data} />
          <CustomerSees trackingId={id} changes={changes} />
        </div>
      </div>
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
  return (
    <Section id="customer-sees" title={text.customerSeesTitle}>
      <p className="mb-4 text-ink-muted">{text.customerSeesIntro}</p>
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
    </Section>
  )
}

type Saved = { trackingId: string; onSaved: () => void }

function Updates({
  trackingId,
  updates,
  subscribers,
  onSaved,
}: Saved & { updates: ShipmentUpdate[]; subscribers: number }) {
  const { busy, notice, run } = useAction()
  const [editing, setEditing] = useState<number | null>(null)
  return (
    <Section id="updates" title={text.updatesTitle}>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {updates.length === 0 ? (
        <p className="text-ink-muted">{text.noUpdatesYet}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-navy-100">
          {[...updates].reverse().map((update) => (
            <li key={update.id} className="flex flex-wrap items-start gap-3 py-3">
              <div className="me-auto flex flex-col gap-1">
                <p className="font-semibold text-navy-900">
                  {update.milestone ? `${milestoneLabels[update.milestone]} · ` : ''}
                  <bdi>{update.status_content}</bdi>
                </p>
                {update.status_content_ar ? (
                  <p lang="ar" dir="rtl" className="text-navy-900">
                    {update.status_content_ar}
                  </p>
                ) : null}
                <p className="text-sm text-ink-muted">
                  {day(update.status_date)}
                  {update.status_time ? ` · ${update.status_time.slice(0, 5)}` : ''}
                  {update.location ? (
                    <>
                      {' · '}
                      <bdi>{update.location}</bdi>
                    </>
                  ) : null}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={text.editUpdateNamed(update.status_content)}
                aria-expanded={editing === update.id}
                onClick={() => setEditing(editing === update.id ? null : update.id)}
              >
                {text.editUpdate}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={text.removeUpdateNamed(update.status_content)}
                loading={busy === `remove-${update.id}`}
                onClick={() =>
                  void run(`remove-${update.id}`, async () => {
                    await staffApi(
                      `shipments/${encodeURIComponent(trackingId)}/updates/${update.id}/remove`,
                      {},
                    )
                    onSaved()
                    return { text: text.updateRemoved }
                  })
                }
              >
                {text.removeUpdate}
              </Button>
              {editing === update.id ? (
                <div className="w-full rounded-xl bg-sand-50 p-4">
                  <UpdateForm
                    initial={draftOf(update)}
                    subscribers={subscribers}
                    submitLabel={text.saveUpdate}
                    busy={busy === `edit-${update.id}`}
                    onSubmit={(fields) =>
                      run(`edit-${update.id}`, async () => {
                        await staffApi(
                          `shipments/${encodeURIComponent(trackingId)}/updates/${update.id}`,
                          fields,
                        )
                        setEditing(null)
                        onSaved()
                        return { text: text.updateSaved }
                      })
                    }
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Section>
  )
}

function PostUpdate({ trackingId, subscribers, onSaved }: Saved & { subscribers: number }) {
  const { busy, notice, run } = useAction()
  return (
    <Section id="post-update" title={text.postUpdateTitle}>
      {notice ? (
        <div className="mb-4">
          <Notice tone={notice.tone}>{notice.text}</Notice>
        </div>
      ) : null}
      <UpdateForm
        initial={emptyDraft(qatarToday())}
        subscribers={subscribers}
        submitLabel={text.postUpdate}
        busy={busy === 'post'}
        onSubmit={(fields) =>
          run('post', async () => {
            await staffApi(`shipments/${encodeURIComponent(trackingId)}/updates`, fields)
            onSaved()
            return { text: text.updatePosted }
          })
        }
      />
    </Section>
  )
}

const fieldValue = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/** The 17 fields, each checked again by the server with the contract's rules. */
function Fields({ detail, onSaved }: { detail: ShipmentDetail; onSaved: () => void }) {
  const { shipment } = detail
  const initial = Object.fromEntries(
    SHIPMENT_FIELDS.map((field) => [field, fieldValue(shipment[field])]),
  ) as Record<ShipmentField, string>
  const [draft, setDraft] = useState(initial)
  const { busy, notice, run } = useAction()

  function save(event: FormEvent) {
    event.preventDefault()
    const changed = SHIPMENT_FIELDS.filter((field) => draft[field] !== initial[field])
    const body = Object.fromEntries(
      changed.map((field) => {
        const value = draft[field].trim()
        return [field, value === '' ? null : NUMBERS.has(field) ? Number(value) : value]
      }),
    )
    void run('fields', async () => {
      const { changed: saved } = await staffApi<{ changed: string[] }>(
        `shipments/${encodeURIComponent(shipment.tracking_id)}`,
        body,
      )
      onSaved()
      return { text: saved.length ? text.shipmentSaved : text.nothingChanged }
    })
  }

  return (
    <Section id="fields" title={text.shipmentFieldsTitle}>
      <form onSubmit={save} className="grid gap-4 sm:grid-cols-2">
        {notice ? (
          <div className="sm:col-span-2">
            <Notice tone={notice.tone}>{notice.text}</Notice>
          </div>
        ) : null}
        {SHIPMENT_FIELDS.map((field) => (
          <InputField
            key={field}
            label={common.fieldLabels[field]}
            type={DATES.has(field) ? 'date' : NUMBERS.has(field) ? 'number' : 'text'}
            inputMode={NUMBERS.has(field) ? 'decimal' : undefined}
            step={NUMBERS.has(field) ? 'any' : undefined}
            dir={field === 'email' || field === 'contact_number' ? 'ltr' : undefined}
            value={draft[field]}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
          />
        ))}
        <Button
          type="submit"
          loading={busy === 'fields'}
          className="justify-self-start sm:col-span-2"
        >
          {text.saveShipment}
        </Button>
      </form>
    </Section>
  )
}
