import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import { bearer, createTestAdmin, loginAs } from '../../test/accounts';

/** A signed-in staff admin and a JSON caller for the admin content tests. */
export async function signedInAdmin(app: FastifyInstance, db: Db) {
  const admin = await createTestAdmin(db);
  const token = await loginAs(app, 'admin', admin);
  const call = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return { admin, token, call };
}

/** Audit rows of one action by one admin. */
export function auditRows(db: Db, adminId: string, action: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, adminId), eq(auditLog.action, action)));
}
