import { integer, pgTable, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns';

export const componentStatuses = ['stable', 'maintenance', 'down'] as const;
export type ComponentStatus = (typeof componentStatuses)[number];

/** One row per component on the status strip and /status page. */
export const systemStatus = pgTable(
  'system_status',
  {
    id: id(),
    component: text('component').notNull(),
    status: text('status', { enum: componentStatuses }).notNull().default('stable'),
    message: text('message'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('system_status_component_key').on(t.component),
    index('system_status_updated_at_idx').on(t.updatedAt.desc()),
    oneOf('system_status_status_check', t.status, componentStatuses),
  ],
);

export type SystemStatus = typeof systemStatus.$inferSelect;
export type NewSystemStatus = typeof systemStatus.$inferInsert;
