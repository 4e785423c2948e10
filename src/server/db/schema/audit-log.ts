import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, emptyJsonObject, id, oneOf } from './columns';

export const auditActorTypes = ['admin', 'client', 'system', 'anonymous'] as const;
export type AuditActorType = (typeof auditActorTypes)[number];

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorType: text('actor_type', { enum: auditActorTypes }).notNull(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    targetTable: text('target_table'),
    /** Text, so non-uuid keys (settings keys, slugs) can be targets too. */
    targetId: text('target_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(emptyJsonObject),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorType, t.actorId),
    index('audit_log_target_idx').on(t.targetTable, t.targetId),
    oneOf('audit_log_actor_type_check', t.actorType, auditActorTypes),
  ],
);

export type AuditLogEntry = typeof auditLog.$inferSelect;
export type NewAuditLogEntry = typeof auditLog.$inferInsert;
