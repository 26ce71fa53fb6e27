import { useState, type FormEvent, type ReactNode } from 'react'
import { Link, useParams } from 'react-router-dom'

import { MILESTONES, type Milestone } from '@contract/jobs'
import { MAX_LOCATION, MAX_NOTE, SHIPMENT_FIELDS, type ShipmentField } from '@contract/shipments'
import { milestoneLabels } from '@contract/tracking-messages'
import { enquiryLocales, type EnquiryLocale } from '@contract/enquiry'
import { Button, buttonClasses } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'
import { SelectField } from '@/components/ui/form/select'
import { TextareaField } from '@/components/ui/form/textarea'
import { qatarToday } from '@/lib/quote-details'

import { staffApi, type ShipmentDetail, type ShipmentUpdate } from '../api'
import { Notice } from '../components/notice'
import { PageHeading } from '../components/page-heading'
import { day } from '../format'
import { trackingMessage } from '../greetings'
import * as text from '../staff.messages'
import { useAction } from '../use-action'
import { useStaffData } from '../use-staff-data'

const card = 'rounded-card bg-white p-4 shadow-soft sm:p-6'
const NUMBERS = new Set<ShipmentField>(['number_of_packages', 'weight', 'volume'])
const DATES = new Set<ShipmentField>(['collection_date', 'date_of_departure', 'date_of_arrival'])

const stageOptions = MILESTONES.map((stage) => ({ value: stage, label: milestoneLabels[stage] }))

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="mb-4 text-xl">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** One shipment: its fields, its updates, the links to send, and the customer's own page. */
export function ShipmentPage() {
  const { trackingId = '' } = useParams()
  const found = useStaffData<ShipmentDetail>(`shipments/${encodeURIComponent(trackingId)}`)
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
        {text.loading}
      </p>
    )
  const { shipment, updates, subscribers } = found.data
  const id = shipment.tracking_id
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <PageHeading title={id} />
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-6">
          <Updates trackingId={id} updates={updates} onSaved={found.reload} />
          <PostUpdate trackingId={id} subscribers={subscribers} onSaved={found.reload} />
          <Fields detail={found.data} onSaved={found.reload} />
        </div>
        {/* On a phone the link to send comes first: it is what a call from the customer needs. */}
        <div className="order-first flex flex-col gap-6 lg:order-none">
          <Share detail={found.data} />
          <CustomerSees trackingId={id} />
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

/** The public page itself, in either language: what the customer reads, masked until verified. */
function CustomerSees({ trackingId }: { trackingId: string }) {
  return (
    <Section id="customer-sees" title={text.customerSeesTitle}>
      <p className="mb-4 text-ink-muted">{text.customerSeesIntro}</p>
      <ul className="flex flex-wrap gap-3">
        <li>
          <a
            href={publicLink(trackingId)}
            target="_blank"
            rel="noopener"
            hrefLang="en"
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            {text.openEnglish}
          </a>
        </li>
        <li>
          <a
            href={publicLink(trackingId, '/ar')}
            target="_blank"
            rel="noopener"
            hrefLang="ar"
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            {text.openArabic}
          </a>
        </li>
      </ul>
    </Section>
  )
}

type Saved = { trackingId: string; onSaved: () => void }

function Updates({ trackingId, updates, onSaved }: Saved & { updates: ShipmentUpdate[] }) {
  const { busy, notice, run } = useAction()
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
            </li>
          ))}
        </ol>
      )}
    </Section>
  )
}

function PostUpdate({ trackingId, subscribers, onSaved }: Saved & { subscribers: number }) {
  const empty = { stage: '', date: qatarToday(), time: '', location: '', note: '' }
  const [draft, setDraft] = useState(empty)
  const { busy, notice, run } = useAction()
  const set = (name: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value })

  function post(event: FormEvent) {
    event.preventDefault()
    void run('post', async () => {
      await staffApi(`shipments/${encodeURIComponent(trackingId)}/updates`, {
        stage: (draft.stage || null) as Milestone | null,
        date: draft.date,
        time: draft.time || null,
        location: draft.location || null,
        note: draft.note,
      })
      setDraft(empty)
      onSaved()
      return { text: text.updatePosted }
    })
  }

  return (
    <Section id="post-update" title={text.postUpdateTitle}>
      <form onSubmit={post} className="grid gap-4 sm:grid-cols-2">
        {notice ? (
          <div className="sm:col-span-2">
            <Notice tone={notice.tone}>{notice.text}</Notice>
          </div>
        ) : null}
        <SelectField
          label={text.updateStage}
          placeholder={text.noStage}
          options={stageOptions}
          value={draft.stage}
          onChange={set('stage')}
          hint={draft.stage ? text.subscribersWillHear(subscribers) : undefined}
        />
        <InputField
          label={text.updateDate}
          type="date"
          required
          value={draft.date}
          onChange={set('date')}
        />
        <InputField label={text.updateTime} type="time" value={draft.time} onChange={set('time')} />
        <InputField
          label={text.updateLocation}
          maxLength={MAX_LOCATION}
          value={draft.location}
          onChange={set('location')}
        />
        <div className="sm:col-span-2">
          <TextareaField
            label={text.updateNote}
            required
            rows={2}
            maxLength={MAX_NOTE}
            value={draft.note}
            onChange={set('note')}
          />
        </div>
        <Button
          type="submit"
          loading={busy === 'post'}
          className="justify-self-start sm:col-span-2"
        >
          {text.postUpdate}
        </Button>
      </form>
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
            label={text.fieldLabels[field]}
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
