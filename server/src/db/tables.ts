/** The tables' types, as both databases hold them; the SQL built over them is in sql.ts. */
import type { ColumnType, Generated } from 'kysely'

import type { Attribution } from '@contract/attribution.ts'
import type { EnquiryLocale } from '@contract/enquiry.ts'
import type { QuoteDetails } from '../../../src/lib/quote-details.ts'

/** ISO text in SQLite; PostgreSQL's TIMESTAMPTZ arrives as a Date. Written as ISO text. */
type Timestamp<Null = never> = ColumnType<string | Date | Null, string | Null, string | Null>
type CreatedAt = Generated<string | Date>

export interface Tables {
  enquiries: {
    id: Generated<number>
    full_name: string
    phone_number: string
    email: string
    service_type: string
    message: string
    referer_url: string
    submitted_url: string
    tracking_number: string | null
    /** 'en' or 'ar': the language of the page it was sent from, so sales answer in it. */
    locale: Generated<EnquiryLocale>
    client_ip: string
    recaptcha_score: number | null
    review_reason: string | null
    idempotency_key: string | null
    request_fingerprint: string | null
    /** JSON text in SQLite, parsed from JSONB by PostgreSQL; written as JSON text. */
    details: ColumnType<string | QuoteDetails | null, string | null, string | null>
    /** Set when sales hear of it in a digest e-mail (the outbox row of that key), not on its own. */
    digest_key: string | null
    created_at: CreatedAt
    /** One of LEAD_STATUSES (shared/contract/leads.ts). */
    status: Generated<string>
    /** Why a lost lead was lost. */
    lost_reason: string | null
    /** The staff account working it; null while the team has it. */
    assigned_to: number | null
    /** When it first left "new", in ms since the epoch: the end of its response clock. */
    contacted_at: number | null
    /** The visit it came from (shared/contract/attribution.ts): JSON text, or JSONB parsed. */
    attribution: ColumnType<string | Attribution | null, string | null, string | null>
    /** utm_source, else the referring host, else 'direct'; null before the site kept visits. */
    source: string | null
  }
  lead_notes: {
    id: Generated<number>
    enquiry_id: number
    author_id: number | null
    author_name: string
    body: string
    /** Milliseconds since the epoch. */
    at: number
  }
  outbox: {
    id: Generated<number>
    /** Set for an enquiry's notification; mail for subscribers sets the two ids below. */
    enquiry_id: number | null
    payload: string
    attempts: Generated<number>
    /** Milliseconds since the epoch. */
    next_attempt_at: number
    last_error: string | null
    sent_at: Timestamp<null>
    failed_at: Timestamp<null>
    created_at: CreatedAt
    subscription_id: number | null
    /** The update whose milestone a subscriber's e-mail announces. */
    status_update_id: number | null
    /** Names the one digest e-mail a period's messages of a kind are gathered into. */
    digest_key: string | null
  }
  jobs: {
    id: Generated<number>
    tracking_id: string
    cargo_type: string | null
    customer_name: string | null
    receiver_name: string | null
    contact_number: string | null
    email: string | null
    recipient_address: string | null
    recipient_country: string | null
    commodity: string | null
    number_of_packages: number | null
    weight: number | null
    volume: number | null
    origin: string | null
    destination: string | null
    cargo_ref_number: string | null
    /** Dates are YYYY-MM-DD: text in SQLite, DATE in PostgreSQL read back as text. */
    collection_date: string | null
    /** The crew's arrival window on moving day, Doha time, e.g. "08:00-10:00". */
    collection_window: string | null
    /** Whom the customer calls on moving day: the crew leader's name and number. */
    crew_contact: string | null
    date_of_departure: string | null
    date_of_arrival: string | null
    created_at: CreatedAt
    updated_at: Generated<string | Date>
    /**
     * Kept by every write of the job or its updates (`summary` in shipments/queries.ts), so the
     * shipments desk lists 50,000 jobs without reading their updates: the furthest milestone
     * reached, the date the next one is expected ('9999-12-31' when none, so it sorts last on
     * both databases), when staff last posted (ms since the epoch), and the contact number's
     * digits alone (searched by its last digits).
     */
    stage: string | null
    next_due: Generated<string>
    last_posted_at: number | null
    contact_digits: string | null
    /** The move it is one leg of (air, sea, storage …), if staff put it in one. */
    move_id: number | null
    /**
     * Why an admin put it in a move whose legs name another record of the same customer (issue
     * 48): such a leg is shown with every other leg of its move. Null otherwise.
     */
    move_reason: string | null
    /** The won lead this shipment was made from. */
    lead_id: number | null
  }
  status_updates: {
    id: Generated<number>
    job_id: number
    status_content: string
    status_date: string
    status_time: string | null
    /** One of MILESTONES (shared/contract/jobs.ts), checked by the code that writes it. */
    milestone: string | null
    /** Where it happened (a port, a city); customers read it before the words. */
    location: string | null
    /** Staff's Arabic note beside `status_content`, which Arabic readers get instead when set. */
    status_content_ar: string | null
    created_at: CreatedAt
  }
  /** Milestone e-mails to one address about one job: double opt-in, then until unsubscribed. */
  subscriptions: {
    id: Generated<number>
    job_id: number
    /** As the contract gives it: trimmed and lower-cased, so one address subscribes once per job. */
    email: string
    created_at: CreatedAt
    confirmed_at: Timestamp<null>
    unsubscribed_at: Timestamp<null>
    /** When the last confirmation e-mail was queued, in ms since the epoch. */
    confirmation_sent_at: number | null
    /** 1 when the subscriber also hears of every other leg of the job's move. */
    whole_move: Generated<number>
    /** The language the subscription was made in ('en' or 'ar'): its e-mails and pages are in it. */
    locale: Generated<EnquiryLocale>
  }
  /** One customer's move made of several shipments (legs), each tracked by its own number. */
  moves: {
    id: Generated<number>
    /** Milliseconds since the epoch. */
    created_at: number
  }
  /** Links sent by e-mail: only a hash of each random token is kept. */
  subscription_tokens: {
    token_hash: string
    subscription_id: number
    purpose: 'confirm' | 'unsubscribe'
    /** Milliseconds since the epoch; null never expires. */
    expires_at: number | null
    created_at: CreatedAt
  }
  /**
   * Answers to the second factor, counted per tracking number ('number:…') and per client
   * ('client:…') in a window that starts with the first answer and lasts an hour.
   */
  second_factor_counters: {
    key: string
    /** Milliseconds since the epoch. */
    window_start: number
    count: number
  }
  /** People who work in the staff console; they sign in with passkeys, never a password. */
  staff_accounts: {
    id: Generated<number>
    /** Lower-cased, so one address has one account. */
    email: string
    name: string
    /** One of STAFF_ROLES (shared/contract/staff.ts). */
    role: string
    /** The random handle passkeys know the account by (WebAuthn's user.id), base64url. */
    webauthn_user_id: string
    /** Milliseconds since the epoch; a disabled account can neither sign in nor use a link. */
    disabled_at: number | null
    created_at: CreatedAt
    /** 'en' or 'ar': the console they last signed in to, which their e-mails follow. */
    locale: Generated<EnquiryLocale>
  }
  staff_passkeys: {
    /** base64url, as the authenticator names it. */
    credential_id: string
    account_id: number
    /** The COSE public key, base64url. */
    public_key: string
    /** The authenticator's signature counter, to notice a cloned key. */
    counter: number
    /** JSON array of transports ("internal", "hybrid", …), hints for the next sign-in. */
    transports: string
    /** Milliseconds since the epoch. */
    created_at: number
    last_used_at: number | null
    /** What the member calls it ('' until they name it). */
    name: Generated<string>
    /** WebAuthn's credentialDeviceType, 'singleDevice' or 'multiDevice'; null when unknown. */
    device_type: string | null
    /** 1 when the authenticator said the passkey is backed up (synced); null when unknown. */
    backed_up: number | null
  }
  /** One-time links: enrolment (24 hours) and sign-in by e-mail (15 minutes); only a hash kept. */
  staff_links: {
    token_hash: string
    account_id: number
    purpose: 'enrol' | 'sign-in'
    /** Milliseconds since the epoch. */
    expires_at: number
    used_at: number | null
  }
  /** Signed-in sessions, shared by every instance; the cookie's token is kept only as a hash. */
  staff_sessions: {
    id: Generated<number>
    token_hash: string
    account_id: number
    /** Milliseconds since the epoch: the absolute limit counts from here. */
    created_at: number
    /** The idle limit counts from here. */
    last_seen_at: number
    revoked_at: number | null
    ip: string
    user_agent: string
    /** When it began with a user-verified passkey sign-in; null for a link or an enrolment. */
    passkey_at: number | null
    /** The credential id of the passkey it began with, if it did. */
    passkey_id: string | null
  }
  /** WebAuthn challenges waiting for their answer, by a hash of the handle the browser holds. */
  staff_challenges: {
    id_hash: string
    challenge: string
    /** Milliseconds since the epoch. */
    expires_at: number
  }
  /** Append-only: who did what, when, from where, to which record, with the values around it. */
  audit_log: {
    id: Generated<number>
    /** Milliseconds since the epoch. */
    at: number
    /** Null for an attempt by nobody known (a failed sign-in, a link for an unknown address). */
    actor_id: number | null
    /** The actor's name then, so the trail reads the same after a rename. */
    actor_name: string | null
    ip: string
    action: string
    record_type: string | null
    record_id: string | null
    /** JSON: the changed values before and after; never a customer's contact details. */
    before: ColumnType<string | Record<string, unknown> | null, string | null, string | null>
    after: ColumnType<string | Record<string, unknown> | null, string | null, string | null>
  }
  /** Quotes prepared from leads (issue 53): the draft sales edit, and where it stands. */
  quotes: {
    id: Generated<number>
    lead_id: number
    /** The lead's 1st, 2nd … quote. */
    number: number
    /** One of QUOTE_STATUSES (shared/contract/quotes.ts). */
    status: Generated<string>
    language: EnquiryLocale
    /** QuoteSubject: JSON text, or JSONB parsed. */
    subject: ColumnType<string | Record<string, unknown>, string, string>
    /** QuoteLine[]: JSON text, or JSONB parsed. */
    lines: ColumnType<string | unknown[], string, string>
    /** YYYY-MM-DD; PostgreSQL's DATE is read back as text (db/postgres.ts). */
    valid_until: string
    deposit_percent: number
    notes: string
    terms_version: string
    revision: Generated<number>
    current_version: number | null
    declined_reason: string | null
    declined_at: number | null
    deposit_received_at: number | null
    deposit_received_by: number | null
    created_by: number | null
    /** Milliseconds since the epoch. */
    created_at: number
    updated_at: number
  }
  /** What each sending froze: canonical JSON text and its SHA-256 in hex. */
  quote_versions: {
    id: Generated<number>
    quote_id: number
    version: number
    content: string
    content_sha256: string
    sent_at: number
    sent_by: number | null
    first_viewed_at: number | null
    last_viewed_at: number | null
  }
  /** The customer's private links: only a SHA-256 of each random token is kept. */
  quote_links: {
    token_hash: string
    quote_id: number
    created_at: number
    revoked_at: number | null
  }
  /** The 6-digit codes that confirm an acceptance, hashed, with their expiry and tries. */
  quote_codes: {
    id: Generated<number>
    quote_id: number
    version: number
    code_hash: string
    /** Where the code went: 'email'. */
    channel: string
    created_at: number
    expires_at: number
    attempts: Generated<number>
    used_at: number | null
  }
  /** A customer's signature of one version: what they accepted, its hash, who, when and how. */
  quote_acceptances: {
    id: Generated<number>
    quote_id: number
    version: number
    content: string
    content_sha256: string
    typed_name: string
    accepted_at: number
    /** The same moment as Doha's clock showed it, e.g. 2026-11-28T22:40:05+03:00. */
    accepted_at_doha: string
    ip: string
    user_agent: string
    code_channel: string
    language: EnquiryLocale
  }
  /** A WhatsApp number (international digits): its language, consent and 24-hour window. */
  whatsapp_contacts: {
    phone: string
    locale: EnquiryLocale
    /** When the customer last said yes, and where (WHATSAPP_CONSENT_SOURCES); null never. */
    consent_at: number | null
    consent_source: string | null
    /** When they said STOP; consent given after it counts again. */
    opted_out_at: number | null
    /** The customer's last message: free text may answer it for 24 hours. */
    last_inbound_at: number | null
    created_at: number
    updated_at: number
  }
  /** WhatsApp messages both ways, on the lead's (or shipment's) thread. */
  whatsapp_messages: {
    id: Generated<number>
    phone: string
    lead_id: number | null
    job_id: number | null
    /** 'in' from the customer, 'out' from the company. */
    direction: string
    /** Meta's message id; null for an outgoing one not yet accepted by Meta. */
    wa_id: string | null
    /** One of WHATSAPP_KINDS (shared/contract/whatsapp.ts). */
    kind: string
    template: string | null
    language: EnquiryLocale
    body: string
    /** A template's values in order: JSON text, or JSONB parsed. */
    params: ColumnType<string | string[] | null, string | null, string | null>
    media_id: string | null
    media_type: string | null
    media_name: string | null
    media_size: number | null
    /** One of WHATSAPP_STATUSES. */
    status: string
    status_at: number | null
    error: string | null
    /** One of WHATSAPP_PURPOSES when the product sent it on its own. */
    purpose: string | null
    author_id: number | null
    author_name: string | null
    seen_at: number | null
    /** Milliseconds since the epoch. */
    at: number
  }
  /** A number that receives a shipment's milestones on WhatsApp. */
  whatsapp_follows: {
    id: Generated<number>
    job_id: number
    phone: string
    /** 1 when it also hears of every other leg of the job's move. */
    whole_move: Generated<number>
    created_at: number
    ended_at: number | null
  }
  /** The webhook's signed bodies, read after the answer by whichever instance leases them. */
  whatsapp_events: {
    id: Generated<number>
    body: string
    received_at: number
    attempts: Generated<number>
    next_attempt_at: number
    processed_at: number | null
    error: string | null
  }
  /** A follow-up rule (FOLLOW_UP_RULES) as admins set it. */
  follow_up_rules: {
    rule: string
    enabled: Generated<number>
    offset_minutes: number
    updated_at: number | null
    updated_by: number | null
  }
  /** A follow-up planned from a rule, once per `key`, and where it stands. */
  follow_ups: {
    id: Generated<number>
    rule: string
    /** The rule and what it is about, e.g. `move_3_days:job:12:2026-12-20`: planned once. */
    key: string
    lead_id: number | null
    job_id: number | null
    quote_id: number | null
    /** When it goes, already moved out of quiet hours. */
    due_at: number
    /** One of FOLLOW_UP_STATUSES. */
    status: Generated<string>
    locale: EnquiryLocale
    /** One of FOLLOW_UP_CHANNELS, once sent. */
    channel: string | null
    outbox_id: number | null
    whatsapp_message_id: number | null
    /** Held by the instance sending it until then. */
    lease_until: number | null
    sent_at: number | null
    /** One of FOLLOW_UP_CANCEL_REASONS when cancelled. */
    reason: string | null
    done_by: number | null
    done_by_name: string | null
    created_at: number
    updated_at: number
  }
  /** A stop-page link a follow-up carried (only its hash). */
  follow_up_links: {
    token_hash: string
    lead_id: number | null
    job_id: number | null
    email: string | null
    phone: string | null
    locale: EnquiryLocale
    created_at: number
  }
  /** A customer's "no more": one move's follow-ups, or everything to an address and number. */
  follow_up_stops: {
    id: Generated<number>
    /** One of FOLLOW_UP_STOP_SCOPES. */
    scope: string
    lead_id: number | null
    job_id: number | null
    move_id: number | null
    email: string | null
    phone: string | null
    source: string
    at: number
  }
  /** A review request's private link (only its hash). */
  review_links: {
    token_hash: string
    job_id: number
    lead_id: number | null
    locale: EnquiryLocale
    created_at: number
  }
  /** Every rating given on "How did we do?". */
  reviews: {
    id: Generated<number>
    job_id: number
    lead_id: number | null
    rating: number
    comment: string
    locale: EnquiryLocale
    at: number
  }
  /** What the console raises for one member (or, with no `staff_id`, every admin). */
  staff_alerts: {
    id: Generated<number>
    /** One of STAFF_ALERT_KINDS. */
    kind: string
    staff_id: number | null
    lead_id: number | null
    job_id: number | null
    review_id: number | null
    created_at: number
    read_at: number | null
  }
  schema_migrations: { version: number; name: string; applied_at: Timestamp }
}
