import { desc, eq } from 'drizzle-orm';
import type { ContentRequest, CreateContentRequest } from '@shared/contracts/client-portal';
import type { Db } from '../../db/client';
import { contentRequests, type ContentRequest as ContentRequestRow } from '../../db/schema/index';

function toContentRequest(row: ContentRequestRow): ContentRequest {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    details: row.details,
    status: row.status,
    adminResponse: row.adminResponse,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The client's requests for a channel, movie or series, with the business's answer. */
export async function listContentRequests(db: Db, clientId: string): Promise<ContentRequest[]> {
  const rows = await db
    .select()
    .from(contentRequests)
    .where(eq(contentRequests.clientId, clientId))
    .orderBy(desc(contentRequests.createdAt));
  return rows.map(toContentRequest);
}

export async function createContentRequest(
  db: Db,
  clientId: string,
  input: CreateContentRequest,
): Promise<ContentRequest> {
  const [row] = await db
    .insert(contentRequests)
    .values({
      clientId,
      kind: input.kind,
      title: input.title,
      details: input.details || null,
    })
    .returning();
  return toContentRequest(row!);
}
