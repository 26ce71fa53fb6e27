import type { Migration } from './migration.ts'

/**
 * Every migration of this release: the `NNN-what.ts` files beside this one, each exporting
 * `migration`, its number its version. The bundler (and Vitest) gathers them at build time, so a
 * schema change adds a file and edits none.
 */
const files = import.meta.glob<Migration>('./[0-9][0-9][0-9]-*.ts', {
  eager: true,
  import: 'migration',
})

/** In the order they apply. */
export const migrations = Object.entries(files)
  .map(([path, migration]) => ({ version: Number(/\/(\d{3})-/.exec(path)?.[1]), ...migration }))
  .sort((a, b) => a.version - b.version)

// A gap or a number used twice would skip or double a change on some databases: refuse to start.
migrations.forEach(({ version }, index) => {
  if (version !== index + 1) throw new Error(`Migration ${index + 1} is missing or numbered twice.`)
})

/** The newest schema this release knows: a backup from a newer one cannot be restored here. */
export const SCHEMA_VERSION = Math.max(...migrations.map((migration) => migration.version))

/** The schema versions of this release, in order: a database that has them all is current. */
export const schemaVersions = migrations.map((migration) => migration.version)
