import { and, count, eq, sql } from 'drizzle-orm';
import type {
  AdminNotice,
  createNoticeRequestSchema,
  noticeListQuerySchema,
  updateNoticeRequestSchema,
} from '@shared/contracts/admin-operations';
import type { z } from 'zod';
import type { Audience } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { notices, type Notice } from '../../db/schema/index';
import { AdminNotFoundError, auditAdmin, type AdminActor } from '../admin-lists/admin-actor';
import { iso, listResult, orderOf, pageOf, searchAny } from '../admin-lists/list.service';

export type NoticeListInput = z.output<typeof noticeListQuerySchema>;

function toAdminNotice(n: Notice): AdminNotice {
  return {
    id: n.id,
    title: n.title,
    body: n.body,
    audience: n.audience,
    isPublished: n.isPublished,
    publishedAt: iso(n.publishedAt),
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
  };
}

export async function listNoticesAdmin(db: Db, query: NoticeListInput) {
  const where = and(
    query.audience ? eq(notices.audience, query.audience) : undefined,
    query.published ? eq(notices.isPublished, query.published === 'true') : undefined,
    searchAny(query.q, [notices.title, notices.body]),
  );
  const sortColumn = {
    createdAt: notices.createdAt,
    publishedAt: notices.publishedAt,
    title: sql`lower(${notices.title})`,
    audience: notices.audience,
  }[query.sort];
  const page = pageOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(...orderOf(query.order, sortColumn, notices.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(notices).where(where),
  ]);
  return listResult(query, rows.map(toAdminNotice), total?.n ?? 0);
}

export async function createNotice(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof createNoticeRequestSchema>,
  now = new Date(),
) {
  const [row] = await db
    .insert(notices)
    .values({
      title: input.title,
      body: input.body,
      audience: input.audience,
      isPublished: input.publish,
      publishedAt: input.publish ? now : null,
    })
    .returning();
  await auditAdmin(
    db,
    actor,
    'notice.create',
    { table: 'notices', id: row!.id },
    {
      audience: row!.audience,
      published: row!.isPublished,
    },
  );
  return { notice: toAdminNotice(row!) };
}

async function change(
  db: Db,
  actor: AdminActor,
  id: string,
  action: string,
  set: Partial<typeof notices.$inferInsert>,
) {
  const [row] = await db.update(notices).set(set).where(eq(notices.id, id)).returning();
  if (!row) throw new AdminNotFoundError('Notice');
  await auditAdmin(
    db,
    actor,
    action,
    { table: 'notices', id },
    {
      fields: Object.keys(set),
      audience: row.audience,
    },
  );
  return { notice: toAdminNotice(row) };
}

export function updateNotice(
  db: Db,
  actor: AdminActor,
  id: string,
  input: z.output<typeof updateNoticeRequestSchema>,
) {
  const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  return change(db, actor, id, 'notice.update', { ...set, updatedAt: new Date() });
}

/** Publishes to its audience (public site, clients, or both), optionally changing the audience. */
export function publishNotice(
  db: Db,
  actor: AdminActor,
  id: string,
  audience: Audience | undefined,
  now = new Date(),
) {
  return change(db, actor, id, 'notice.publish', {
    isPublished: true,
    publishedAt: now,
    ...(audience ? { audience } : {}),
  });
}

export function unpublishNotice(db: Db, actor: AdminActor, id: string) {
  return change(db, actor, id, 'notice.unpublish', { isPublished: false });
}
