import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addIncidentUpdateRequestSchema,
  adminComponentsResponseSchema,
  componentParamsSchema,
  componentResponseSchema,
  createHealthMonitorRequestSchema,
  createIncidentRequestSchema,
  healthCheckHistoryQuerySchema,
  healthCheckHistoryResponseSchema,
  healthMonitorResponseSchema,
  healthMonitorsResponseSchema,
  idParamsSchema,
  incidentListQuerySchema,
  incidentListResponseSchema,
  incidentResponseSchema,
  okResponseSchema,
  resolveIncidentRequestSchema,
  runHealthChecksResponseSchema,
  setComponentStatusRequestSchema,
  updateHealthMonitorRequestSchema,
  updateIncidentRequestSchema,
  type AdminIncident,
} from '@shared/contracts/admin-operations';
import type { Db } from '../../db/client';
import type { probe } from '../health-monitors/health-monitors.service';
import { actorOf, adminDoc } from '../admin-lists/admin-http';
import { sendList } from '../admin-lists/send-list';
import {
  createMonitor,
  deleteMonitor,
  listMonitors,
  monitorHistory,
  runAllMonitorsNow,
  updateMonitor,
} from './admin-monitors.service';
import {
  addIncidentUpdate,
  createIncident,
  getIncident,
  listComponents,
  listIncidents,
  resolveIncident,
  setComponentStatus,
  updateIncident,
} from './admin-status.service';

const incidentCsv = [
  { header: 'Started', value: (i: AdminIncident) => i.startedAt },
  { header: 'Title', value: (i: AdminIncident) => i.title },
  { header: 'Severity', value: (i: AdminIncident) => i.severity },
  { header: 'Status', value: (i: AdminIncident) => i.status },
  { header: 'Component', value: (i: AdminIncident) => i.component },
  { header: 'Resolved', value: (i: AdminIncident) => i.resolvedAt },
  { header: 'Updates', value: (i: AdminIncident) => i.updates.length },
];

/** System status components, incidents with timed updates, health monitors and 'run now'. */
export function adminStatusRoutes(db: Db, options: { probeFn?: typeof probe } = {}) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { onRequest: app.requireAdmin };

    r.get(
      '/api/admin/system-status',
      {
        ...guard,
        schema: {
          ...adminDoc('Status components and the overall state'),
          response: { 200: adminComponentsResponseSchema },
        },
      },
      () => listComponents(db),
    );

    r.put(
      '/api/admin/system-status/:component',
      {
        ...guard,
        schema: {
          ...adminDoc('Set a component stable, maintenance or down (created when new)'),
          params: componentParamsSchema,
          body: setComponentStatusRequestSchema,
          response: { 200: componentResponseSchema },
        },
      },
      (request) => setComponentStatus(db, actorOf(request), request.params.component, request.body),
    );

    r.get(
      '/api/admin/incidents',
      {
        ...guard,
        schema: {
          ...adminDoc('Incidents with their updates; ?format=csv'),
          querystring: incidentListQuerySchema,
          response: { 200: incidentListResponseSchema },
        },
      },
      async (request, reply) =>
        sendList(reply, request.query, await listIncidents(db, request.query), {
          name: 'incidents',
          columns: incidentCsv,
        }),
    );

    r.post(
      '/api/admin/incidents',
      {
        ...guard,
        schema: {
          ...adminDoc('Open an incident (with its first update)'),
          body: createIncidentRequestSchema,
          response: { 201: incidentResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createIncident(db, actorOf(request), request.body)),
    );

    r.get(
      '/api/admin/incidents/:id',
      {
        ...guard,
        schema: {
          ...adminDoc('One incident'),
          params: idParamsSchema,
          response: { 200: incidentResponseSchema },
        },
      },
      (request) => getIncident(db, request.params.id),
    );

    r.patch(
      '/api/admin/incidents/:id',
      {
        ...guard,
        schema: {
          ...adminDoc('Edit title, description, severity, component'),
          params: idParamsSchema,
          body: updateIncidentRequestSchema,
          response: { 200: incidentResponseSchema },
        },
      },
      (request) => updateIncident(db, actorOf(request), request.params.id, request.body),
    );

    r.post(
      '/api/admin/incidents/:id/updates',
      {
        ...guard,
        schema: {
          ...adminDoc('Post a timed update (resolved resolves it)'),
          params: idParamsSchema,
          body: addIncidentUpdateRequestSchema,
          response: { 201: incidentResponseSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await addIncidentUpdate(db, actorOf(request), request.params.id, request.body)),
    );

    r.post(
      '/api/admin/incidents/:id/resolve',
      {
        ...guard,
        schema: {
          ...adminDoc('Resolve an incident'),
          params: idParamsSchema,
          body: resolveIncidentRequestSchema,
          response: { 200: incidentResponseSchema },
        },
      },
      (request) => resolveIncident(db, actorOf(request), request.params.id, request.body.message),
    );

    r.get(
      '/api/admin/health-monitors',
      {
        ...guard,
        schema: {
          ...adminDoc('Health monitors with last check and uptime'),
          response: { 200: healthMonitorsResponseSchema },
        },
      },
      () => listMonitors(db),
    );

    r.post(
      '/api/admin/health-monitors',
      {
        ...guard,
        schema: {
          ...adminDoc('Add a health monitor'),
          body: createHealthMonitorRequestSchema,
          response: { 201: healthMonitorResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createMonitor(db, actorOf(request), request.body)),
    );

    r.patch(
      '/api/admin/health-monitors/:id',
      {
        ...guard,
        schema: {
          ...adminDoc('Edit a health monitor'),
          params: idParamsSchema,
          body: updateHealthMonitorRequestSchema,
          response: { 200: healthMonitorResponseSchema },
        },
      },
      (request) => updateMonitor(db, actorOf(request), request.params.id, request.body),
    );

    r.delete(
      '/api/admin/health-monitors/:id',
      {
        ...guard,
        schema: {
          ...adminDoc('Delete a health monitor and its history'),
          params: idParamsSchema,
          response: { 200: okResponseSchema },
        },
      },
      (request) => deleteMonitor(db, actorOf(request), request.params.id),
    );

    r.get(
      '/api/admin/health-monitors/:id/checks',
      {
        ...guard,
        schema: {
          ...adminDoc('History and uptime of one monitor'),
          params: idParamsSchema,
          querystring: healthCheckHistoryQuerySchema,
          response: { 200: healthCheckHistoryResponseSchema },
        },
      },
      (request) => monitorHistory(db, request.params.id, request.query.limit),
    );

    r.post(
      '/api/admin/health-checks/run',
      {
        ...guard,
        schema: {
          ...adminDoc('Run every active monitor now (system-health-monitor)'),
          response: { 200: runHealthChecksResponseSchema },
        },
      },
      (request) => runAllMonitorsNow(db, actorOf(request), { probeFn: options.probeFn }),
    );
  };
}
