import { recordAudit } from '../audit/audit.service';
import type { Db } from '../../db/client';

/** Who is doing an admin write, for the audit log (every admin write is audited). */
export interface AdminActor {
  adminId: string;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Something an admin asked for that does not exist: 404. Services know nothing of HTTP; the app's
 * error handler answers any error with a 4xx `statusCode` in the one error shape.
 */
export class AdminNotFoundError extends Error {
  readonly statusCode = 404;
  constructor(readonly what: string) {
    super(`${what} not found.`);
  }
}

/** A request the row's current state forbids (409), or a bad field (400, named in `fields`). */
export class AdminConflictError extends Error {
  readonly statusCode: 400 | 409;
  readonly fields?: Record<string, string>;
  constructor(message: string, field?: string, status: 400 | 409 = 409) {
    super(status === 400 && field ? `${field}: ${message}` : message);
    this.statusCode = status;
    if (field) this.fields = { [field]: message };
  }
}

export function auditAdmin(
  db: Db,
  actor: AdminActor,
  action: string,
  target: { table: string; id: string },
  details: Record<string, unknown> = {},
): Promise<void> {
  return recordAudit(db, {
    actorType: 'admin',
    actorId: actor.adminId,
    action,
    targetTable: target.table,
    targetId: target.id,
    ip: actor.ip,
    userAgent: actor.userAgent,
    details,
  });
}
