import {
  sql,
  type ColumnDefinitionBuilder,
  type Compilable,
  type Kysely,
  type SchemaModule,
} from 'kysely'

import type { Kind, Tables } from '../sql.ts'

/** The column types the two databases spell differently; migrations use only these names. */
export const columnTypes = {
  sqlite: {
    id: 'integer',
    identity: (column: ColumnDefinitionBuilder) => column.primaryKey().autoIncrement(),
    bigint: 'integer',
    double: 'real',
    date: 'text',
    timestamp: 'text',
    json: 'text',
    now: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  },
  postgres: {
    id: 'bigint',
    identity: (column: ColumnDefinitionBuilder) => column.generatedAlwaysAsIdentity().primaryKey(),
    bigint: 'bigint',
    double: 'double precision',
    date: 'date',
    timestamp: 'timestamptz',
    json: 'jsonb',
    now: sql`now()`,
  },
} as const satisfies Record<Kind, unknown>

type ColumnTypes = (typeof columnTypes)[Kind]

/**
 * One forward-only schema change, in a file of its own whose number is its version (`NNN-what.ts`,
 * exporting `migration`). Applied in order and recorded in `schema_migrations` under its version
 * and name. Never edit an applied one: add a file.
 */
export type Migration = {
  name: string
  up: (
    schema: SchemaModule,
    types: ColumnTypes,
    /** For the rare change the two databases cannot make with the same statements. */
    database: { kind: Kind; db: Kysely<Tables> },
  ) => Compilable[]
}

export const notNull = (column: ColumnDefinitionBuilder) => column.notNull()
