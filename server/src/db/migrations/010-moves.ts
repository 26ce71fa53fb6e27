import { type Migration, notNull } from './migration.ts'

export const migration: Migration = {
  name: 'moves: the legs of one move (air, sea, storage) and subscriptions to all of them',
  up: (schema, t) => [
    schema
      .createTable('moves')
      .addColumn('id', t.id, t.identity)
      .addColumn('created_at', t.bigint, notNull),
    schema
      .alterTable('jobs')
      .addColumn('move_id', t.bigint, (c) => c.references('moves.id').onDelete('set null')),
    schema.createIndex('jobs_move').on('jobs').columns(['move_id', 'id']),
    // 1: the subscriber also hears of every other leg of the job's move.
    schema
      .alterTable('subscriptions')
      .addColumn('whole_move', 'integer', (c) => c.notNull().defaultTo(0)),
  ],
}
