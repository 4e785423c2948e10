import { z } from 'zod';
import { isoDate } from './fields';

// ---------------------------------------------------------------------------------------------
// GET /api/public/status: component statuses and the overall state (SPEC.md section 4)

export const componentStatuses = ['stable', 'maintenance', 'down'] as const;
export type ComponentStatus = (typeof componentStatuses)[number];

export const systemStatusSchema = z.object({
  id: z.string(),
  component: z.string(),
  status: z.enum(componentStatuses),
  message: z.string().nullable(),
  updatedAt: isoDate,
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const statusResponseSchema = z.object({
  overall: z.enum(componentStatuses),
  /** Newest updated_at first. */
  components: z.array(systemStatusSchema),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/public/incidents?limit=20: recent incidents with their updates (newest first)

export const incidentsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type IncidentsQuery = z.infer<typeof incidentsQuerySchema>;

export const incidentSeverities = ['minor', 'major', 'critical'] as const;
export const incidentStatuses = ['investigating', 'identified', 'monitoring', 'resolved'] as const;

export const incidentUpdateSchema = z.object({
  id: z.string(),
  status: z.enum(incidentStatuses),
  message: z.string(),
  createdAt: isoDate,
});
export type IncidentUpdate = z.infer<typeof incidentUpdateSchema>;

export const incidentSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  severity: z.enum(incidentSeverities),
  status: z.enum(incidentStatuses),
  component: z.string().nullable(),
  startedAt: isoDate,
  resolvedAt: isoDate.nullable(),
  /** Oldest first, as a timeline reads. */
  updates: z.array(incidentUpdateSchema),
});
export type Incident = z.infer<typeof incidentSchema>;

export const incidentsResponseSchema = z.object({ incidents: z.array(incidentSchema) });
export type IncidentsResponse = z.infer<typeof incidentsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/public/uptime: real uptime from the health monitor's history (DESIGN.md section 9.4)

export const uptimeResponseSchema = z.object({
  /** Percentage of ok checks over the window; null when there is no history (then simulate). */
  uptimePercent: z.number().nullable(),
  windowDays: z.number().int(),
  checks: z.number().int(),
});
export type UptimeResponse = z.infer<typeof uptimeResponseSchema>;
