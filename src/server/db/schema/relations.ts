import { relations } from 'drizzle-orm';
import { clients } from './clients';
import { healthChecks, healthMonitors } from './health-monitors';
import { incidentUpdates, systemIncidents } from './incidents';
import { packages } from './packages';
import { capturedPayments, paymentProofs } from './payments';
import { supportTicketMessages, supportTickets } from './support-tickets';

// Relations only feed Drizzle's relational queries (`db.query.x.findMany({ with })`); the foreign
// keys themselves live on the columns.

export const packagesRelations = relations(packages, ({ many }) => ({
  clients: many(clients),
}));

export const clientsRelations = relations(clients, ({ one, many }) => ({
  package: one(packages, { fields: [clients.packageId], references: [packages.id] }),
  payments: many(capturedPayments),
  paymentProofs: many(paymentProofs),
  supportTickets: many(supportTickets),
}));

export const capturedPaymentsRelations = relations(capturedPayments, ({ one }) => ({
  client: one(clients, { fields: [capturedPayments.clientId], references: [clients.id] }),
  proof: one(paymentProofs, { fields: [capturedPayments.proofId], references: [paymentProofs.id] }),
}));

export const paymentProofsRelations = relations(paymentProofs, ({ one }) => ({
  client: one(clients, { fields: [paymentProofs.clientId], references: [clients.id] }),
}));

export const supportTicketsRelations = relations(supportTickets, ({ one, many }) => ({
  client: one(clients, { fields: [supportTickets.clientId], references: [clients.id] }),
  messages: many(supportTicketMessages),
}));

export const supportTicketMessagesRelations = relations(supportTicketMessages, ({ one }) => ({
  ticket: one(supportTickets, {
    fields: [supportTicketMessages.ticketId],
    references: [supportTickets.id],
  }),
}));

export const systemIncidentsRelations = relations(systemIncidents, ({ many }) => ({
  updates: many(incidentUpdates),
}));

export const incidentUpdatesRelations = relations(incidentUpdates, ({ one }) => ({
  incident: one(systemIncidents, {
    fields: [incidentUpdates.incidentId],
    references: [systemIncidents.id],
  }),
}));

export const healthMonitorsRelations = relations(healthMonitors, ({ many }) => ({
  checks: many(healthChecks),
}));

export const healthChecksRelations = relations(healthChecks, ({ one }) => ({
  monitor: one(healthMonitors, {
    fields: [healthChecks.monitorId],
    references: [healthMonitors.id],
  }),
}));
