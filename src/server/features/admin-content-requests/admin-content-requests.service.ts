import { and, count, eq, sql } from 'drizzle-orm';
import type {
  AdminContentRequest,
  contentRequestListQuerySchema,
  updateContentRequestSchema,
} from '@shared/contracts/admin-operations';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { clients, contentRequests, type ContentRequest } from '../../db/schema/index';
import { AdminNotFoundError, auditAdmin, type AdminActor } from '../admin-lists/admin-actor';
import { clientName, listResult, orderOf, pageOf, searchAny } from '../admin-lists/list.service';
import { queueClientMessage, type DefaultTexts } from '../admin-clients/client-messages.service';
import { clientDisplayName } from '../sessions/sessions.service';

export type ContentRequestListInput = z.output<typeof contentRequestListQuerySchema>;

const selection = {
  request: contentRequests,
  client: { firstName: clients.firstName, lastName: clients.lastName, username: clients.username },
};

function toAdminContentRequest(row: {
  request: ContentRequest;
  client: { firstName: string; lastName: string; username: string };
}): AdminContentRequest {
  const r = row.request;
  return {
    id: r.id,
    clientId: r.clientId,
    clientName: clientDisplayName(row.client),
    clientUsername: row.client.username,
    kind: r.kind,
    title: r.title,
    details: r.details,
    status: r.status,
    adminResponse: r.adminResponse,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function listContentRequestsAdmin(db: Db, query: ContentRequestListInput) {
  const where = and(
    query.status ? eq(contentRequests.status, query.status) : undefined,
    query.kind ? eq(contentRequests.kind, query.kind) : undefined,
    query.clientId ? eq(contentRequests.clientId, query.clientId) : undefined,
    searchAny(query.q, [
      contentRequests.title,
      contentRequests.details,
      clients.username,
      clientName,
    ]),
  );
  const sortColumn = {
    createdAt: contentRequests.createdAt,
    status: contentRequests.status,
    title: sql`lower(${contentRequests.title})`,
    client: sql`lower(${clientName})`,
    kind: contentRequests.kind,
  }[query.sort];
  const page = pageOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(selection)
      .from(contentRequests)
      .innerJoin(clients, eq(clients.id, contentRequests.clientId))
      .where(where)
      .orderBy(...orderOf(query.order, sortColumn, contentRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(contentRequests)
      .innerJoin(clients, eq(clients.id, contentRequests.clientId))
      .where(where),
  ]);
  return listResult(query, rows.map(toAdminContentRequest), total?.n ?? 0);
}

const answerTexts: DefaultTexts = {
  email: {
    subject: 'About your request: {{title}}',
    body: `Hi {{first_name}},

About your request "{{title}}" ({{status}}):
{{answer}}

{{company_name}}`,
  },
  whatsapp: {
    subject: null,
    body: `Hi {{first_name}}, about your request "{{title}}" ({{status}}): {{answer}} - {{company_name}}`,
  },
};

const statusLabel: Record<ContentRequest['status'], string> = {
  pending: 'pending',
  in_progress: 'in progress',
  completed: 'completed',
  rejected: 'not possible',
};

/** Status and/or answer; a new or changed answer is sent to the client. */
export async function updateContentRequestAdmin(
  db: Db,
  actor: AdminActor,
  id: string,
  input: z.output<typeof updateContentRequestSchema>,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(contentRequests)
      .where(eq(contentRequests.id, id))
      .for('update');
    if (!before) throw new AdminNotFoundError('Content request');
    const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const [after] = Object.keys(set).length
      ? await tx.update(contentRequests).set(set).where(eq(contentRequests.id, id)).returning()
      : [before];
    let outboxId: string | null = null;
    if (after!.adminResponse && after!.adminResponse !== before.adminResponse) {
      const [client] = await tx.select().from(clients).where(eq(clients.id, before.clientId));
      const queued = client
        ? await queueClientMessage(
            tx,
            client,
            'content_request_answer',
            {
              title: after!.title,
              status: statusLabel[after!.status],
              answer: after!.adminResponse,
            },
            answerTexts,
            { table: 'content_requests', id },
          )
        : null;
      outboxId = queued?.id ?? null;
    }
    await auditAdmin(
      tx,
      actor,
      'content_request.update',
      { table: 'content_requests', id },
      {
        clientId: before.clientId,
        fields: Object.keys(set),
        statusFrom: before.status,
        statusTo: after!.status,
        outboxId,
      },
    );
    const [row] = await tx
      .select(selection)
      .from(contentRequests)
      .innerJoin(clients, eq(clients.id, contentRequests.clientId))
      .where(eq(contentRequests.id, id));
    return { request: toAdminContentRequest(row!) };
  });
}
