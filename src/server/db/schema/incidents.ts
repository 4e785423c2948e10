import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, oneOf, updatedAt } from './columns';

export const incidentSeverities = ['minor', 'major', 'critical'] as const;
export type IncidentSeverity = (typeof incidentSeverities)[number];

export const incidentStatuses = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export type IncidentStatus = (typeof incidentStatuses)[number];

export const systemIncidents = pgTable(
  'system_incidents',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    severity: text('severity', { enum: incidentSeverities }).notNull().default('minor'),
    status: text('status', { enum: incidentStatuses }).notNull().default('investigating'),
    /** A system_status component name, when the incident concerns one. */
    component: text('component'),
    startedAt: at('started_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('system_incidents_created_at_idx').on(t.createdAt.desc()),
    index('system_incidents_status_idx').on(t.status),
    oneOf('system_incidents_severity_check', t.severity, incidentSeverities),
    oneOf('system_incidents_status_check', t.status, incidentStatuses),
  ],
);

export const incidentUpdates = pgTable(
  'incident_updates',
  {
    id: id(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => systemIncidents.id, { onDelete: 'cascade' }),
    status: text('status', { enum: incidentStatuses }).notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('incident_updates_incident_id_created_at_idx').on(t.incidentId, t.createdAt),
    oneOf('incident_updates_status_check', t.status, incidentStatuses),
  ],
);

export type SystemIncident = typeof systemIncidents.$inferSelect;
export type NewSystemIncident = typeof systemIncidents.$inferInsert;
export type IncidentUpdate = typeof incidentUpdates.$inferSelect;
export type NewIncidentUpdate = typeof incidentUpdates.$inferInsert;
