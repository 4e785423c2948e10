import { and, count, eq, like, sql } from 'drizzle-orm';
import type {
  AdminLead,
  convertLeadRequestSchema,
  LeadConversionPrefill,
  leadListQuerySchema,
  updateLeadRequestSchema,
} from '@shared/contracts/admin-operations';
import { addJohannesburgMonths } from '@shared/rules/johannesburg-time';
import { whatsappChatLink } from '@shared/rules/phone';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { clients, leads, packages, type Lead } from '../../db/schema/index';
import type { SecretBox } from '../../security/secret-box';
import {
  AdminConflictError,
  AdminNotFoundError,
  auditAdmin,
  type AdminActor,
} from '../admin-lists/admin-actor';
import { listResult, orderOf, pageOf, searchAny } from '../admin-lists/list.service';
import { createClient, type PortalOptions } from '../admin-clients/client-accounts.service';

export type LeadListInput = z.output<typeof leadListQuerySchema>;

function greeting(lead: Lead): string {
  const name = lead.firstName || lead.fullName.split(' ')[0] || '';
  const about = lead.packageName ? ` about ${lead.packageName}` : '';
  return `Hi ${name}, thank you for your ${lead.kind === 'order' ? 'order' : 'interest'}${about}.`;
}

export function toAdminLead(l: Lead): AdminLead {
  return {
    id: l.id,
    kind: l.kind,
    status: l.status,
    firstName: l.firstName,
    lastName: l.lastName,
    fullName: l.fullName,
    email: l.email,
    whatsapp: l.whatsapp,
    communicationMethod: l.communicationMethod,
    packageId: l.packageId,
    packageName: l.packageName,
    packagePriceCents: l.packagePriceCents,
    duration: l.duration,
    device: l.device,
    internetPlatform: l.internetPlatform,
    otherPlatform: l.otherPlatform,
    internetSpeed: l.internetSpeed,
    paymentReference: l.paymentReference,
    isRepeatTrial: l.isRepeatTrial,
    convertedClientId: l.convertedClientId,
    notes: l.notes,
    whatsappLink: whatsappChatLink(l.whatsapp, greeting(l)),
    createdAt: l.createdAt.toISOString(),
  };
}

export async function listLeads(db: Db, query: LeadListInput) {
  const where = and(
    query.status ? eq(leads.status, query.status) : undefined,
    query.kind ? eq(leads.kind, query.kind) : undefined,
    searchAny(query.q, [
      leads.fullName,
      leads.email,
      leads.whatsapp,
      leads.packageName,
      leads.paymentReference,
    ]),
  );
  const sortColumn = {
    createdAt: leads.createdAt,
    name: sql`lower(${leads.fullName})`,
    status: leads.status,
    kind: leads.kind,
    package: sql`lower(coalesce(${leads.packageName}, ${leads.duration}))`,
  }[query.sort];
  const page = pageOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(where)
      .orderBy(...orderOf(query.order, sortColumn, leads.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return listResult(query, rows.map(toAdminLead), total?.n ?? 0);
}

async function findLead(db: Db, id: string): Promise<Lead> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  if (!lead) throw new AdminNotFoundError('Lead');
  return lead;
}

export async function updateLead(
  db: Db,
  actor: AdminActor,
  id: string,
  input: z.output<typeof updateLeadRequestSchema>,
) {
  const before = await findLead(db, id);
  const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const [row] = Object.keys(set).length
    ? await db.update(leads).set(set).where(eq(leads.id, id)).returning()
    : [before];
  await auditAdmin(
    db,
    actor,
    'lead.update',
    { table: 'leads', id },
    {
      fields: Object.keys(set),
      statusFrom: before.status,
      statusTo: row!.status,
    },
  );
  return { lead: toAdminLead(row!) };
}

/** A free username from the lead's email (or name): lower-case, safe characters, a number if taken. */
async function suggestUsername(db: Db, lead: Lead): Promise<string> {
  const source = lead.email.split('@')[0] || lead.fullName;
  const base =
    source
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '')
      .replace(/^[._-]+/, '')
      .slice(0, 30) || 'client';
  const stem = base.length >= 3 ? base : `${base}client`;
  const taken = await db
    .select({ username: clients.username })
    .from(clients)
    .where(like(clients.username, `${stem}%`));
  const names = new Set(taken.map((t) => t.username));
  if (!names.has(stem)) return stem;
  for (let n = 2; ; n++) if (!names.has(`${stem}${n}`)) return `${stem}${n}`;
}

/** What the conversion form starts from: the lead's details, the package's length and connections. */
export async function leadConversionPrefill(
  db: Db,
  id: string,
  now = new Date(),
): Promise<LeadConversionPrefill> {
  const lead = await findLead(db, id);
  const [pkg] = lead.packageId
    ? await db.select().from(packages).where(eq(packages.id, lead.packageId))
    : [];
  const [first, ...rest] = lead.fullName.trim().split(/\s+/);
  const expires = pkg
    ? pkg.durationHours
      ? new Date(now.getTime() + pkg.durationHours * 3_600_000)
      : addJohannesburgMonths(now, Math.max(pkg.durationMonths, 1))
    : null;
  return {
    username: await suggestUsername(db, lead),
    firstName: lead.firstName || first || lead.fullName,
    lastName: lead.lastName ?? rest.join(' '),
    email: lead.email || null,
    whatsapp: lead.whatsapp || null,
    preferredChannel: lead.communicationMethod === 'email' ? 'email' : 'whatsapp',
    packageId: pkg?.id ?? null,
    subscriptionExpiresAt: expires ? expires.toISOString() : null,
    maxConnections: pkg?.maxConnections ?? 1,
  };
}

/**
 * Turns a lead into a client: the prefill overridden by what the admin sent, a one-time password,
 * the lead marked converted and linked to the client, all in one transaction.
 */
export async function convertLead(
  db: Db,
  box: SecretBox | null,
  actor: AdminActor,
  id: string,
  input: z.output<typeof convertLeadRequestSchema>,
  portal: PortalOptions,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
    if (!lead) throw new AdminNotFoundError('Lead');
    if (lead.convertedClientId) {
      throw new AdminConflictError('This lead was already converted to a client.');
    }
    const prefill = await leadConversionPrefill(tx, id, now);
    const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const created = await createClient(
      tx,
      box,
      actor,
      {
        ...prefill,
        notes: null,
        ...defined,
        deliverPassword: input.deliverPassword,
        // The reference the lead was given when ordering follows them, if still free.
        paymentReference: lead.paymentReference,
      } as Parameters<typeof createClient>[3],
      portal,
      now,
    );
    const [updated] = await tx
      .update(leads)
      .set({ status: 'converted', convertedClientId: created.client.id })
      .where(eq(leads.id, id))
      .returning();
    await auditAdmin(
      tx,
      actor,
      'lead.convert',
      { table: 'leads', id },
      {
        clientId: created.client.id,
      },
    );
    return { ...created, lead: toAdminLead(updated!) };
  });
}
