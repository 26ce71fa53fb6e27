import type { Migration } from './migration.ts'

export const migration: Migration = {
  name: "passkeys you can see and take back; each member's console language; no link in the outbox",
  up: (schema, t, { db }) => [
    // Passkeys made before this were never named: the console shows them as unnamed.
    schema.alterTable('staff_passkeys').addColumn('name', 'text', (c) => c.notNull().defaultTo('')),
    // What WebAuthn said at registration; unknown (null) for the passkeys made before.
    schema.alterTable('staff_passkeys').addColumn('device_type', 'text'),
    schema.alterTable('staff_passkeys').addColumn('backed_up', 'integer'),
    // Every account read the English console so far.
    schema
      .alterTable('staff_accounts')
      .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en')),
    // When the session began with a user-verified passkey sign-in (null: by link or enrolment).
    schema.alterTable('staff_sessions').addColumn('passkey_at', t.bigint),
    // Which passkey it began with: taking that passkey back ends the session too.
    schema.alterTable('staff_sessions').addColumn('passkey_id', 'text'),
    // The link e-mails queued so far carry their working link in the payload: drop them (an
    // admin sends a new link); from now on the link is made when the e-mail goes.
    db.deleteFrom('outbox').where('payload', 'like', '{"kind":"staff-link",%'),
  ],
}
