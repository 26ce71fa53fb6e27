/**
 * Forward-only schema migrations, one entry per change, applied in order and recorded in
 * `schema_migrations`. Never edit an applied entry: add a new one.
 */
export type Migration = { version: number; name: string; sqlite: string; postgres: string }

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'enquiries, outbox, jobs, status updates',
    sqlite: `
      CREATE TABLE enquiries (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        full_name TEXT NOT NULL,
        phone_number TEXT NOT NULL,
        email TEXT NOT NULL,
        service_type TEXT NOT NULL,
        message TEXT NOT NULL,
        referer_url TEXT NOT NULL,
        submitted_url TEXT NOT NULL,
        tracking_number TEXT,
        client_ip TEXT NOT NULL,
        recaptcha_score REAL,
        review_reason TEXT,
        idempotency_key TEXT UNIQUE,
        request_fingerprint TEXT,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        enquiry_id INTEGER NOT NULL REFERENCES enquiries (id),
        payload TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        last_error TEXT,
        sent_at TEXT,
        failed_at TEXT,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
      CREATE TABLE jobs (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        tracking_id TEXT NOT NULL UNIQUE,
        cargo_type TEXT,
        customer_name TEXT,
        receiver_name TEXT,
        contact_number TEXT,
        email TEXT,
        recipient_address TEXT,
        recipient_country TEXT,
        commodity TEXT,
        number_of_packages INTEGER,
        weight REAL,
        volume REAL,
        origin TEXT,
        destination TEXT,
        cargo_ref_number TEXT,
        collection_date TEXT,
        date_of_departure TEXT,
        date_of_arrival TEXT,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE TABLE status_updates (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        status_content TEXT NOT NULL,
        status_date TEXT NOT NULL,
        status_time TEXT,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX status_updates_job ON status_updates (job_id, status_date, status_time, id);
    `,
    postgres: `
      CREATE TABLE enquiries (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        full_name TEXT NOT NULL,
        phone_number TEXT NOT NULL,
        email TEXT NOT NULL,
        service_type TEXT NOT NULL,
        message TEXT NOT NULL,
        referer_url TEXT NOT NULL,
        submitted_url TEXT NOT NULL,
        tracking_number TEXT,
        client_ip TEXT NOT NULL,
        recaptcha_score DOUBLE PRECISION,
        review_reason TEXT,
        idempotency_key TEXT UNIQUE,
        request_fingerprint TEXT,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE TABLE outbox (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        enquiry_id BIGINT NOT NULL REFERENCES enquiries (id),
        payload TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        last_error TEXT,
        sent_at TIMESTAMPTZ,
        failed_at TIMESTAMPTZ,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
      CREATE TABLE jobs (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        tracking_id TEXT NOT NULL UNIQUE,
        cargo_type TEXT,
        customer_name TEXT,
        receiver_name TEXT,
        contact_number TEXT,
        email TEXT,
        recipient_address TEXT,
        recipient_country TEXT,
        commodity TEXT,
        number_of_packages INTEGER,
        weight DOUBLE PRECISION,
        volume DOUBLE PRECISION,
        origin TEXT,
        destination TEXT,
        cargo_ref_number TEXT,
        collection_date DATE,
        date_of_departure DATE,
        date_of_arrival DATE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE TABLE status_updates (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        job_id BIGINT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
        status_content TEXT NOT NULL,
        status_date DATE NOT NULL,
        status_time TEXT,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX status_updates_job ON status_updates (job_id, status_date, status_time, id);
    `,
  },
  {
    version: 2,
    name: 'quote planner details on enquiries',
    sqlite: 'ALTER TABLE enquiries ADD COLUMN details TEXT',
    postgres: 'ALTER TABLE enquiries ADD COLUMN details JSONB',
  },
]
