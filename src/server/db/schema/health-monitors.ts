import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';

export const healthMonitors = pgTable('health_monitors', {
  id: id(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  expectedStatus: integer('expected_status').notNull().default(200),
  intervalSeconds: integer('interval_seconds').notNull().default(300),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const healthChecks = pgTable(
  'health_checks',
  {
    id: id(),
    monitorId: uuid('monitor_id')
      .notNull()
      .references(() => healthMonitors.id, { onDelete: 'cascade' }),
    ok: boolean('ok').notNull(),
    statusCode: integer('status_code'),
    responseMs: integer('response_ms'),
    error: text('error'),
    checkedAt: at('checked_at').notNull().defaultNow(),
  },
  (t) => [
    index('health_checks_monitor_id_checked_at_idx').on(t.monitorId, t.checkedAt.desc()),
    index('health_checks_checked_at_idx').on(t.checkedAt.desc()),
  ],
);

export type HealthMonitor = typeof healthMonitors.$inferSelect;
export type NewHealthMonitor = typeof healthMonitors.$inferInsert;
export type HealthCheck = typeof healthChecks.$inferSelect;
export type NewHealthCheck = typeof healthChecks.$inferInsert;
