import type { Db } from '../../db/client';
import { auditLog, type AuditActorType } from '../../db/schema/index';

export interface AuditEntry {
  actorType: AuditActorType;
  actorId?: string | null;
  /** What happened, as `area.verb`: 'client.login', 'admin.logout', 'client.password_reset'... */
  action: string;
  targetTable?: string | null;
  targetId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
  at?: Date;
}

/** Writes one row to the audit log. Call it with the transaction of the change it records. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorType: entry.actorType,
    actorId: entry.actorId ?? null,
    action: entry.action,
    targetTable: entry.targetTable ?? null,
    targetId: entry.targetId ?? null,
    ip: entry.ip ?? null,
    userAgent: entry.userAgent ?? null,
    details: entry.details ?? {},
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}
