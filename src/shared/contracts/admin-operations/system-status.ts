import { z } from 'zod';
import { isoDate, text, optionalText, nullableText } from './fields';
import { listQuery, listResponse, dateTimeInput } from './shared';
import {
  componentStatuses,
  incidentSchema,
  incidentSeverities,
  incidentStatuses,
  systemStatusSchema,
} from '../public-site';

// System status, incidents, health monitors

// The statuses and the public shapes are those of the public status page; the admin sees more.

export const adminComponentSchema = systemStatusSchema.extend({ sortOrder: z.number().int() });
export const adminComponentsResponseSchema = z.object({
  overall: z.enum(componentStatuses),
  items: z.array(adminComponentSchema),
});

export const componentParamsSchema = z.object({
  component: z
    .string()
    .trim()
    .min(1, 'component is required')
    .max(80, 'component is too long')
    .regex(/^[\w .&/-]+$/, 'component has characters that are not allowed'),
});
/** PUT /api/admin/system-status/:component: creates the component when it does not exist. */
export const setComponentStatusRequestSchema = z.object({
  status: z.enum(componentStatuses, { error: 'status must be stable, maintenance or down' }),
  message: nullableText('Message', 500).optional(),
  sortOrder: z.number().int().min(0).max(1000).optional(),
});
export const componentResponseSchema = z.object({ component: adminComponentSchema });

export const incidentListQuerySchema = listQuery(['startedAt', 'severity', 'status'] as const, {
  status: z.enum(incidentStatuses).optional(),
  /** `true`: only unresolved incidents. */
  open: z.enum(['true', 'false']).optional(),
});

/** The public incident (its updates oldest first), with when it was recorded and changed. */
export const adminIncidentSchema = incidentSchema.extend({
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminIncident = z.infer<typeof adminIncidentSchema>;
export const incidentListResponseSchema = listResponse(adminIncidentSchema);
export const incidentResponseSchema = z.object({ incident: adminIncidentSchema });

export const createIncidentRequestSchema = z.object({
  title: text('Title', 200),
  description: nullableText('Description', 4000).optional(),
  severity: z.enum(incidentSeverities).default('minor'),
  status: z.enum(incidentStatuses).default('investigating'),
  component: nullableText('Component', 80).optional(),
  startedAt: dateTimeInput.optional(),
  /** The first timed update; default: the description or the title. */
  message: optionalText('Message', 2000).optional(),
});
export const updateIncidentRequestSchema = z.object({
  title: text('Title', 200).optional(),
  description: nullableText('Description', 4000).optional(),
  severity: z.enum(incidentSeverities).optional(),
  component: nullableText('Component', 80).optional(),
});
/** A timed update; `resolved` also resolves the incident. */
export const addIncidentUpdateRequestSchema = z.object({
  status: z.enum(incidentStatuses),
  message: text('Message', 2000),
});
export const resolveIncidentRequestSchema = z.object({
  message: optionalText('Message', 2000).optional(),
});

export const adminHealthMonitorSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  expectedStatus: z.number().int(),
  intervalSeconds: z.number().int(),
  isActive: z.boolean(),
  lastCheck: z
    .object({
      ok: z.boolean(),
      statusCode: z.number().int().nullable(),
      responseMs: z.number().int().nullable(),
      error: z.string().nullable(),
      checkedAt: isoDate,
    })
    .nullable(),
  /** Share of good checks in percent; null without checks in the window. */
  uptime24hPercent: z.number().nullable(),
  uptime30dPercent: z.number().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminHealthMonitor = z.infer<typeof adminHealthMonitorSchema>;
export const healthMonitorsResponseSchema = z.object({ items: z.array(adminHealthMonitorSchema) });
export const healthMonitorResponseSchema = z.object({ monitor: adminHealthMonitorSchema });

export const createHealthMonitorRequestSchema = z.object({
  name: text('Name', 120),
  url: z
    .string({ error: 'URL is required' })
    .trim()
    .max(2000, 'URL is too long')
    .pipe(z.url({ protocol: /^https?$/, error: 'URL must be an http(s) address' })),
  expectedStatus: z.number().int().min(100).max(599).default(200),
  intervalSeconds: z
    .number()
    .int()
    .min(30, 'intervalSeconds is at least 30')
    .max(86_400, 'intervalSeconds is at most 86400')
    .default(300),
  isActive: z.boolean().default(true),
});
export const updateHealthMonitorRequestSchema = z.object({
  name: text('Name', 120).optional(),
  url: z
    .string()
    .trim()
    .max(2000, 'URL is too long')
    .pipe(z.url({ protocol: /^https?$/, error: 'URL must be an http(s) address' }))
    .optional(),
  expectedStatus: z.number().int().min(100).max(599).optional(),
  intervalSeconds: z
    .number()
    .int()
    .min(30, 'intervalSeconds is at least 30')
    .max(86_400, 'intervalSeconds is at most 86400')
    .optional(),
  isActive: z.boolean().optional(),
});

export const healthCheckSchema = z.object({
  id: z.string(),
  ok: z.boolean(),
  statusCode: z.number().int().nullable(),
  responseMs: z.number().int().nullable(),
  error: z.string().nullable(),
  checkedAt: isoDate,
});
export const healthCheckHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const healthCheckHistoryResponseSchema = z.object({
  monitor: adminHealthMonitorSchema,
  /** Newest first. */
  checks: z.array(healthCheckSchema),
});

/** POST /api/admin/health-checks/run (system-health-monitor): every active monitor, now. */
export const runHealthChecksResponseSchema = z.object({
  results: z.array(
    z.object({
      monitorId: z.string(),
      name: z.string(),
      ok: z.boolean(),
      statusCode: z.number().int().nullable(),
      responseMs: z.number().int().nullable(),
      error: z.string().nullable(),
    }),
  ),
  checkedAt: isoDate,
});
