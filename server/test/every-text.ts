// Every text value in the database, for the tests that prove no working secret is kept at rest.
import type { Backend } from './helpers.ts'

/** Every text value of every table (JSON as its text), read straight from the database. */
export async function everyText(
  backend: Backend,
  query: (sql: string) => Promise<Array<Record<string, unknown>>> | Array<Record<string, unknown>>,
) {
  const columns: Array<{ table: string; column: string }> =
    backend === 'sqlite'
      ? (
          await Promise.all(
            (await query("SELECT name FROM sqlite_master WHERE type = 'table'")).map(
              async ({ name }) =>
                (await query(`PRAGMA table_info("${String(name)}")`))
                  .filter(({ type }) => /text|char|clob/i.test(String(type)))
                  .map(({ name: column }) => ({ table: String(name), column: String(column) })),
            ),
          )
        ).flat()
      : (
          await query(
            `SELECT table_name, column_name FROM information_schema.columns
             WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json')`,
          )
        ).map((row) => ({ table: String(row.table_name), column: String(row.column_name) }))
  const values: string[] = []
  for (const { table, column } of columns)
    for (const row of await query(`SELECT CAST("${column}" AS TEXT) AS v FROM "${table}"`))
      if (row.v !== null) values.push(String(row.v))
  return { columns, values }
}
