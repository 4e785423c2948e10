import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminAccount, adminCreateSchema } from '@shared/contracts/admin-content';
import type { Db } from '../../db/client';
import { adminUsers, sessions, type AdminRole } from '../../db/schema/index';
import {
  AdminConflictError,
  AdminNotFoundError,
  auditAdmin,
  type AdminActor,
} from '../admin-lists/admin-actor';
import { AdminExistsError, createAdmin, resetAdminPassword } from '../admins/admins.service';

/** Owners manage the admin accounts (issue 8, part 7); staff may not. */

/** 403: the app's error handler answers any error with a 4xx `statusCode` in the one shape. */
export class NotOwnerError extends Error {
  readonly statusCode = 403;
  constructor() {
    super('Only an owner may manage admin accounts.');
  }
}

export async function roleOf(db: Db, adminId: string): Promise<AdminRole | null> {
  const [row] = await db
    .select({ role: adminUsers.role })
    .from(adminUsers)
    .where(and(eq(adminUsers.id, adminId), eq(adminUsers.isActive, true)));
  return row?.role ?? null;
}

/** Throws NotOwnerError unless the acting admin is an active owner (checked on every request). */
export async function requireOwner(db: Db, adminId: string): Promise<void> {
  if ((await roleOf(db, adminId)) !== 'owner') throw new NotOwnerError();
}

type AdminRow = typeof adminUsers.$inferSelect;

function toAccount(row: Omit<AdminRow, 'passwordHash'>, youId: string): AdminAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    isActive: row.isActive,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    isYou: row.id === youId,
  };
}

const accountColumns = {
  id: adminUsers.id,
  email: adminUsers.email,
  name: adminUsers.name,
  role: adminUsers.role,
  isActive: adminUsers.isActive,
  lastLoginAt: adminUsers.lastLoginAt,
  createdAt: adminUsers.createdAt,
  updatedAt: adminUsers.updatedAt,
};

export async function listAdminAccounts(db: Db, actor: AdminActor) {
  const rows = await db.select(accountColumns).from(adminUsers).orderBy(asc(adminUsers.createdAt));
  return { items: rows.map((r) => toAccount(r, actor.adminId)) };
}

async function accountById(db: Db, id: string, youId: string) {
  const [row] = await db.select(accountColumns).from(adminUsers).where(eq(adminUsers.id, id));
  if (!row) throw new AdminNotFoundError('Admin');
  return toAccount(row, youId);
}

export async function addAdmin(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof adminCreateSchema>,
) {
  let created;
  try {
    created = await createAdmin(db, input);
  } catch (error) {
    if (error instanceof AdminExistsError) {
      throw new AdminConflictError('an admin with this email already exists', 'email');
    }
    throw error;
  }
  await auditAdmin(
    db,
    actor,
    'admin.create',
    { table: 'admin_users', id: created.id },
    {
      email: created.email,
      role: created.role,
    },
  );
  return { admin: await accountById(db, created.id, actor.adminId) };
}

/**
 * Removes an admin and revokes their sessions (open sockets notice within a minute, ADR 0004).
 * Nobody removes themself, and the last owner stays.
 */
export async function removeAdmin(db: Db, actor: AdminActor, id: string) {
  if (id === actor.adminId) {
    throw new AdminConflictError('You cannot remove your own account.');
  }
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role })
      .from(adminUsers)
      .where(eq(adminUsers.id, id))
      .for('update');
    if (!target) throw new AdminNotFoundError('Admin');
    if (target.role === 'owner') {
      // Lock every owner row so two owners removing each other at once cannot both succeed.
      const owners = await tx
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(and(eq(adminUsers.role, 'owner'), eq(adminUsers.isActive, true)))
        .for('update');
      if (owners.filter((o) => o.id !== id).length === 0) {
        throw new AdminConflictError('The last owner cannot be removed.');
      }
    }
    await revokeSessions(tx, id);
    await tx.delete(adminUsers).where(eq(adminUsers.id, id));
    await auditAdmin(
      tx,
      actor,
      'admin.remove',
      { table: 'admin_users', id },
      {
        email: target.email,
        role: target.role,
      },
    );
  });
  return { success: true as const };
}

async function revokeSessions(db: Db, adminId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.subjectType, 'admin'),
        eq(sessions.subjectId, adminId),
        isNull(sessions.revokedAt),
      ),
    );
}

/** A new password set by an owner; resetAdminPassword revokes the admin's sessions. */
export async function resetAdminPasswordById(
  db: Db,
  actor: AdminActor,
  id: string,
  password: string,
) {
  const account = await accountById(db, id, actor.adminId);
  await resetAdminPassword(db, account.email, password);
  await auditAdmin(
    db,
    actor,
    'admin.password_reset',
    { table: 'admin_users', id },
    {
      email: account.email,
    },
  );
  return { admin: account };
}
